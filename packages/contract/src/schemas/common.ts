import * as z from 'zod';

export const locales = ['ru', 'en'] as const;
export const Locale = z.enum(locales).meta({ id: 'Locale', description: 'Content language. Russian is the default.' });
export type Locale = z.infer<typeof Locale>;
export const defaultLocale: Locale = 'ru';

/** Header every request may carry to choose the content language (absent or unknown: ru). */
export const localeHeader = z.object({
  locale: z.string().optional().meta({ description: 'Content language: `ru` (default) or `en`.' }),
});

/** One encoded rendition of an image. URLs are paths on the API origin (`/upload/...`). */
export const ImageVariant = z
  .object({
    src: z.string().meta({ description: 'JPEG (or PNG) rendition, the universal fallback.' }),
    webp: z.string().nullable().meta({ description: 'WebP rendition of the same pixels, when available.' }),
  })
  .meta({ id: 'ImageVariant' });

/**
 * A picture at the three layout widths. A client treats a picture as valid only when all three
 * variants are present (requirements §16); the real provider sometimes leaves one out.
 */
export const Picture = z
  .object({
    alt: z.string(),
    width: z.number().int().positive().meta({ description: 'Intrinsic width of the large variant, px.' }),
    height: z.number().int().positive().meta({ description: 'Intrinsic height of the large variant, px.' }),
    color: z.string().nullable().meta({ description: 'Dominant colour (#rrggbb) for a placeholder.' }),
    small: ImageVariant.nullable().meta({ description: '375 px wide.' }),
    medium: ImageVariant.nullable().meta({ description: '768 px wide.' }),
    large: ImageVariant.nullable().meta({ description: '1440 px wide.' }),
  })
  .meta({ id: 'Picture' });
export type Picture = z.infer<typeof Picture>;

export const Link = z.object({ title: z.string(), link: z.string() }).meta({ id: 'Link' });
export type Link = z.infer<typeof Link>;

export const Pagination = z
  .object({
    pageNum: z.number().int().min(1),
    limit: z.number().int().min(1),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof Pagination>;

export const Breadcrumb = z.object({ title: z.string(), link: z.string() }).meta({ id: 'Breadcrumb' });

export const TitleBlock = z
  .object({ title: z.string(), text: z.string().meta({ description: 'Sanitised HTML; may be empty.' }) })
  .meta({ id: 'TitleBlock' });
export type TitleBlock = z.infer<typeof TitleBlock>;

export const IconItem = z
  .object({
    title: z.string(),
    text: z.string(),
    icon: z.string().nullable().meta({ description: 'SVG icon path on the API origin.' }),
  })
  .meta({ id: 'IconItem' });
export type IconItem = z.infer<typeof IconItem>;

export const SelectOption = z.object({ value: z.string(), label: z.string() }).meta({ id: 'SelectOption' });
export type SelectOption = z.infer<typeof SelectOption>;

/** Every error body has this shape; field errors come with 400 on form posts and bad parameters. */
export const FieldError = z
  .object({
    field: z.string(),
    code: z.enum(['required', 'invalid', 'too_short', 'too_long', 'too_large', 'bad_type', 'bad_archive']),
    message: z.string(),
  })
  .meta({ id: 'FieldError' });
export type FieldError = z.infer<typeof FieldError>;

export const ErrorBody = z
  .object({
    error: z.object({
      code: z.enum([
        'bad_request',
        'unauthorized',
        'not_found',
        'payload_too_large',
        'unsupported_media_type',
        'internal',
      ]),
      message: z.string(),
      fields: z.array(FieldError).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

// ---- query parameter helpers -------------------------------------------------------------

/** A repeated query parameter (`name[]=a&name[]=b`): absent gives [], a single value arrives as a string. */
export const repeated = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item)])
    .optional()
    .transform((value): z.output<T>[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

export const queryList = repeated(z.string().min(1).max(200));

export const pageNumParam = z.coerce.number().int().min(1).max(10_000).default(1);

export const limitParam = (fallback: number, max = 100) => z.coerce.number().int().min(1).max(max).default(fallback);

/** A code used in a path: lowercase latin letters, digits, dash and underscore. */
export const codeParam = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'a code of letters, digits, dash or underscore');
