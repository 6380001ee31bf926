import { productShapes, sceneKinds } from '@ostrel/seed-assets/media/image-spec';
import * as z from 'zod';
import { parseOpeningHours } from './opening-hours.js';

/**
 * Shapes of the seed content files in ./content (YAML). Every visible text is bilingual:
 * `{ ru, en }`. HTML fields hold simple, safe markup only (p, h2, h3, ul, ol, li, strong, em, a, table).
 * Codes are lowercase latin, digits and dashes; they become URL segments.
 */

export const T = z.object({ ru: z.string().min(1), en: z.string().min(1) });
export type T = z.infer<typeof T>;

const Code = z.string().regex(/^[a-z0-9][a-z0-9-]*$/);
const Color = z.string().regex(/^#[0-9a-f]{6}$/i);
const Date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const LinkItem = z.object({ title: T, link: z.string() });

/**
 * How the seed renders an image (see @ostrel/seed-assets): a scene kind, a palette colour and a
 * variation seed; a product scene names the luminaire's shape.
 */
export const ImageSpec = z.object({
  scene: z.enum(sceneKinds),
  shape: z.enum(productShapes).optional(),
  color: Color,
  seed: z.number().int(),
});
export type ImageSpec = z.infer<typeof ImageSpec>;

export const SiteFile = z.object({
  brand: z.object({ name: T, legalName: T, founded: z.number().int() }),
  header: z.array(LinkItem),
  footer: z.object({
    columns: z.array(z.object({ title: T, items: z.array(LinkItem) })),
    phone: z.string(),
    phoneFormatted: z.string(),
    phoneDescription: T,
    email: z.string(),
    address: T,
    footerString: T.nullable(),
    socials: z.object({
      vk: z.string().nullable(),
      youtube: z.string().nullable(),
      telegramm: z.string().nullable(),
      dzen: z.string().nullable(),
    }),
  }),
  features: z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])),
  /** SEO of the fixed routes, by site path without locale prefix ('/', '/catalog', '/career', …). */
  seo: z.record(z.string(), z.object({ title: T, description: T })),
  /** Old URLs kept alive: `from` site path → `to` site path, with the HTTP status. */
  redirects: z.array(z.object({ from: z.string(), to: z.string(), code: z.union([z.literal(301), z.literal(302)]) })),
});

export const SolutionsFile = z.object({
  defaultTagline: T,
  defaultImage: ImageSpec,
  /** Codes of the sectors shown as home banner bubbles, in order (at most 7). */
  tabs: z.array(Code).max(7),
  sectors: z
    .array(
      z.object({
        code: Code,
        color: Color,
        name: T,
        tagline: T,
        underTagline: T,
        preview: T,
        description: T, // HTML
        image: ImageSpec,
        /** Optional sub-sections (a second level). */
        sections: z.array(z.object({ code: Code, name: T, preview: T, description: T, image: ImageSpec })).default([]),
        elements: z.array(
          z.object({
            code: Code,
            /** Code of a sub-section of this sector, when the element sits one level deeper. */
            section: Code.optional(),
            name: T,
            preview: T,
            content: T, // HTML
            image: ImageSpec,
            benefits: z.array(z.object({ title: T, text: T })),
            figures: z.array(z.object({ value: z.string(), label: T })),
            series: z.array(Code), // related gnkCodes
            projects: z.array(Code), // related project codes
          }),
        ),
      }),
    )
    .length(15),
});

export const CatalogFile = z.object({
  sections: z.array(
    z.object({
      code: Code,
      name: T,
      preview: T,
      description: T,
      image: ImageSpec,
      children: z.array(z.object({ code: Code, name: T, preview: T, description: T, image: ImageSpec })),
    }),
  ),
  series: z.array(
    z.object({
      gnkCode: Code,
      /** Section codes from the top down: [section] or [section, child]. */
      section: z.array(Code).min(1).max(2),
      name: z.string(), // a product name, same in both languages (e.g. "LINEA Pro")
      preview: T,
      description: T, // HTML
      features: z.array(T),
      applications: z.array(T),
      shape: z.enum(productShapes),
      color: Color,
      isNew: z.boolean().default(false),
      warrantyYears: z.union([z.literal(3), z.literal(5)]),
      /** Parameters the model generator expands into models. */
      models: z.object({
        /** Nominal powers, W; one model per power × cct × variant. */
        powers: z.array(z.number().positive()),
        cct: z.array(z.number().int()), // e.g. [3000, 4000, 5000]; [] for controls
        efficacy: z.number().positive().nullable(), // lm/W at 4000 K; null for devices without light output
        cri: z.number().int().nullable(),
        ip: z.string(),
        ik: z.string().nullable(),
        tempMin: z.number(),
        tempMax: z.number(),
        distribution: z.array(
          z.enum(['wide', 'medium', 'narrow', 'asymmetric', 'street-2', 'street-3', 'batwing', 'spot']),
        ),
        mounting: z.enum([
          'recessed',
          'surface',
          'suspended',
          'pole',
          'wall',
          'bracket',
          'din-rail',
          'track',
          'ceiling',
        ]),
        housing: T,
        dimming: z.array(z.string()), // e.g. ['—', 'DALI', '1-10V']
        exMarking: z.string().nullable(),
        /** An explosion-proof series' certificates, held by each of its models. */
        exCertificates: z
          .array(
            z.object({
              scheme: z.enum(['EAC Ex', 'IECEx', 'ATEX']),
              number: z.string(),
              validUntil: z.iso.date().nullable(),
            }),
          )
          .default([]),
        emergencyAutonomy: z.number().nullable(),
        /** Form factor used to derive dimensions from power. */
        form: z.enum(['square', 'linear', 'round', 'box']),
        /** How many models of the series are archived (the oldest generation). */
        archived: z.number().int().min(0).default(0),
      }),
      accessories: z.array(Code),
      solutions: z.array(Code), // related solution element codes
    }),
  ),
  accessories: z.array(z.object({ code: Code, name: T, description: T, shape: z.enum(productShapes) })),
});

const Paragraphs = T; // HTML

export const PortfolioFile = z.object({
  sections: z.array(z.object({ code: Code, name: T })),
  projects: z.array(
    z.object({
      code: Code,
      section: Code,
      title: T,
      location: T,
      year: z.number().int(),
      client: T.nullable(),
      area: z.string().nullable(),
      description: T,
      content: Paragraphs,
      facts: z.array(z.object({ value: z.string(), label: T })),
      image: ImageSpec,
      gallery: z.array(ImageSpec),
      series: z.array(Code),
    }),
  ),
});

export const BlogFile = z.object({
  categories: z.array(z.object({ code: Code, name: T })),
  items: z.array(
    z.object({
      code: Code,
      category: Code,
      name: T,
      preview: T,
      content: Paragraphs,
      date: Date,
      author: z.object({ name: T, position: T }).nullable(),
      tags: z.array(T),
      likes: z.number().int().min(0),
      image: ImageSpec,
      seoTitle: T,
      seoDescription: T,
    }),
  ),
});

export const NewsFile = z.object({
  items: z.array(
    z.object({
      code: Code,
      title: T,
      preview: T,
      content: Paragraphs,
      seoDescription: T,
      date: Date,
      image: ImageSpec,
      gallery: z.array(ImageSpec).default([]),
      event: z
        .object({ startsAt: z.string(), endsAt: z.string().nullable(), place: T, registrationOpen: z.boolean() })
        .nullable()
        .default(null),
    }),
  ),
});

const Option = z.object({ value: Code, label: T });

export const CareersFile = z.object({
  main: z.object({ title: T, subtitle: T, text: T, image: ImageSpec, button: LinkItem.nullable() }),
  menu: z.array(LinkItem),
  statistics: z.array(z.object({ value: z.string(), label: T, description: T })),
  advantagesTitle: z.object({ title: T, text: T }),
  advantages: z.array(z.object({ title: T, text: T, icon: z.string() })),
  gallery: z.array(z.object({ alt: T, image: ImageSpec })),
  values: z.array(z.object({ title: T, text: T, icon: z.string() })),
  internship: z.object({
    title: z.object({ title: T, text: T }),
    preview: z.object({ title: T, text: T }),
    teaser: z.object({ title: T, text: T, image: ImageSpec }),
    list: z.array(z.object({ title: T, text: T, icon: z.string().nullable() })),
    select: z.object({
      directions: z.array(Option),
      educationLevels: z.array(Option),
      formats: z.array(Option),
      cities: z.array(Option),
    }),
  }),
  stories: z.object({
    title: z.object({ title: T, text: T }),
    items: z.array(
      z.object({
        code: Code,
        name: T,
        position: T,
        preview: T,
        text: T,
        upperText: T,
        middleText: T,
        bottomText: T,
        image: ImageSpec,
        slider: z.array(ImageSpec),
      }),
    ),
  }),
  vacancies: z.object({
    title: z.object({ title: T, text: T }),
    formTitleDetail: z.object({ title: T, text: T }),
    formTitleList: z.object({ title: T, text: T }),
    filters: z.object({ city: z.array(Option), experience: z.array(Option), sphere: z.array(Option) }),
    items: z.array(
      z.object({
        code: Code,
        jobTitle: T,
        date: Date,
        city: Code,
        experience: Code,
        sphere: Code,
        employment: T,
        salary: T.nullable(),
        description: T, // HTML: duties, requirements, conditions
        image: ImageSpec,
      }),
    ),
  }),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const DistributorsFile = z.object({
  cities: z.array(
    z.object({
      code: Code,
      title: T,
      region: T,
      coordinates: z.tuple([z.number(), z.number()]),
      // The zone the city's offices keep their hours in (Russia spans eleven).
      timeZone: z.string().refine(isTimeZone, 'expected an IANA time zone, e.g. Asia/Yekaterinburg'),
    }),
  ),
  distributors: z.array(
    z.object({
      code: Code,
      title: T,
      description: T,
      types: z.array(z.enum(['distributor', 'dealer', 'service', 'showroom'])).min(1),
      site: z.string().nullable(),
      offices: z
        .array(
          z.object({
            city: Code,
            address: T,
            phone: z.string(),
            email: z.string(),
            hours: z.string().transform((text, context) => {
              try {
                return parseOpeningHours(text);
              } catch (error) {
                context.addIssue({ code: 'custom', message: (error as Error).message });
                return z.NEVER;
              }
            }),
            coordinates: z.tuple([z.number(), z.number()]),
          }),
        )
        .min(1),
    }),
  ),
});

const Block = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), title: T.nullable(), html: T }),
  z.object({
    type: z.literal('figures'),
    title: T.nullable(),
    items: z.array(z.object({ value: z.string(), label: T })),
  }),
  z.object({
    type: z.literal('features'),
    title: T.nullable(),
    items: z.array(z.object({ title: T, text: T, icon: z.string().nullable() })),
  }),
  z.object({
    type: z.literal('timeline'),
    title: T.nullable(),
    items: z.array(z.object({ year: z.string(), text: T })),
  }),
  z.object({ type: z.literal('steps'), title: T.nullable(), items: z.array(z.object({ title: T, text: T })) }),
]);

const Page = z.object({
  code: Code,
  title: T,
  lead: T,
  content: T, // HTML
  blocks: z.array(Block).default([]),
  updatedAt: Date,
  image: ImageSpec.nullable().default(null),
  seoTitle: T,
  seoDescription: T,
});

export const PagesFile = z.object({
  services: z.object({
    title: T,
    lead: T,
    items: z.array(Page.extend({ preview: T, icon: z.string(), hasTool: z.boolean() })).length(8),
  }),
  about: Page,
  /** garantiynye-obyazatelstva, garantiynoe-obsluzhivanie, sertifikatsiya-iso, privacy-policy, about-cookies, accessibility */
  aboutPages: z.array(Page).length(6),
  templatePages: z.array(Page).min(2),
});

/**
 * Words visitors type for what the site says in other words (search.yaml). Each entry: what is
 * typed (a word or a phrase) and the phrases it also means; a query with it finds both.
 */
export const SearchFile = z.object({
  synonyms: z.object({
    ru: z.array(z.object({ typed: z.string().min(2), means: z.array(z.string().min(2)).min(1) })),
    en: z.array(z.object({ typed: z.string().min(2), means: z.array(z.string().min(2)).min(1) })),
  }),
});
