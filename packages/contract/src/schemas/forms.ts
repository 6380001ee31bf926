import * as z from 'zod';

/**
 * Fields of the request forms. They travel as query parameters (formData); vacancy, internship
 * and solution requests also carry one optional file as multipart/form-data field `file`.
 * The same rules run in the content API and in the BFF, so a visitor gets field-level messages
 * before anything is sent upstream.
 */

const phonePattern = /^\+?[0-9\s()-]{7,24}$/;
const digitsIn = (value: string) => value.replace(/\D/g, '').length;

/**
 * Free text as a person types it: line breaks and tabs, but no other control character (a NUL
 * cannot be stored, and none is ever typed).
 */
const text = () =>
  z
    .string()
    .trim()
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    .regex(/^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]*$/);

export const fieldRules = {
  name: text().min(2).max(100),
  email: z.string().trim().max(254).pipe(z.email()),
  phone: z
    .string()
    .trim()
    .regex(phonePattern)
    .refine((value) => digitsIn(value) >= 10 && digitsIn(value) <= 15, {
      message: 'a phone number of 10 to 15 digits',
    }),
  company: text().max(200),
  city: text().max(100),
  comment: text().max(2000),
  code: z
    .string()
    .trim()
    .max(120)
    .regex(/^[a-z0-9][a-z0-9_-]*$/i),
  consent: z.literal('true').meta({ description: 'The visitor agreed to the processing of personal data.' }),
};

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const VacancyRequestFields = z
  .object({
    vacancyCode: fieldRules.code,
    name: fieldRules.name,
    phone: fieldRules.phone,
    email: fieldRules.email,
    city: optional(fieldRules.city),
    comment: optional(fieldRules.comment),
    consent: fieldRules.consent,
  })
  .meta({ id: 'VacancyRequestFields' });

export const InternshipRequestFields = z
  .object({
    name: fieldRules.name,
    phone: fieldRules.phone,
    email: fieldRules.email,
    direction: fieldRules.code,
    educationLevel: fieldRules.code,
    format: fieldRules.code,
    city: fieldRules.code,
    university: optional(text().max(200)),
    comment: optional(fieldRules.comment),
    consent: fieldRules.consent,
  })
  .meta({ id: 'InternshipRequestFields' });

export const SolutionRequestFields = z
  .object({
    solutionCode: optional(fieldRules.code),
    name: fieldRules.name,
    phone: fieldRules.phone,
    email: fieldRules.email,
    company: optional(fieldRules.company),
    city: optional(fieldRules.city),
    comment: optional(fieldRules.comment),
    consent: fieldRules.consent,
  })
  .meta({ id: 'SolutionRequestFields' });

export const NewsRequestFields = z
  .object({
    newsCode: optional(fieldRules.code).meta({ description: 'The event (news item) the request is about.' }),
    name: fieldRules.name,
    email: fieldRules.email,
    phone: optional(fieldRules.phone),
    company: optional(fieldRules.company),
    comment: optional(fieldRules.comment),
    consent: fieldRules.consent,
  })
  .meta({
    id: 'NewsRequestFields',
    description: 'A request about a news item: registration for an event or a press enquiry.',
  });

export const SubscribeFields = z
  .object({ email: fieldRules.email, name: optional(fieldRules.name), consent: fieldRules.consent })
  .meta({ id: 'SubscribeFields' });

export const maxUploadBytes = 10 * 1024 * 1024;

/** Extensions accepted per form; the file's magic bytes must agree with its extension. */
export const allowedUploads = {
  resume: ['pdf', 'doc', 'docx', 'rtf', 'odt'],
  project: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'dwg', 'jpg', 'jpeg', 'png', 'zip'],
} as const;

/**
 * What the magic bytes of each accepted extension must read as (the `ext` names of the file-type
 * package): the site, the BFF and the content API judge a file the same way.
 */
export const uploadSignatures: Readonly<Record<string, readonly string[]>> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  xls: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  odt: ['odt', 'zip'],
  rtf: ['rtf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  zip: ['zip'],
  dwg: ['dwg'],
};

export const FormAccepted = z
  .object({
    id: z.string().meta({ description: 'Id of the stored submission.' }),
    receivedAt: z.string().meta({ description: 'ISO 8601.' }),
  })
  .meta({ id: 'FormAccepted', description: 'The submission is stored durably.' });
export type FormAccepted = z.infer<typeof FormAccepted>;

export const SubscribeResult = z
  .object({ email: z.string(), alreadySubscribed: z.boolean() })
  .meta({ id: 'SubscribeResult' });
