import * as z from 'zod';
import { seriesSortFields, sortOrders } from '../catalog-query.js';
import { Breadcrumb, Pagination, Picture } from './common.js';
import { DocumentFile } from './downloads.js';
import { ProjectCard } from './portfolio.js';

export const filterTypes = ['selectBox', 'pictureSelectBox', 'range'] as const;

/** Key figures of a series, aggregated over its current (not archived) models. */
export const SeriesFigures = z
  .object({
    powerMin: z.number().nullable().meta({ description: 'W' }),
    powerMax: z.number().nullable().meta({ description: 'W' }),
    fluxMin: z.number().nullable().meta({ description: 'lm' }),
    fluxMax: z.number().nullable().meta({ description: 'lm' }),
    efficacyMax: z.number().nullable().meta({ description: 'lm/W' }),
    cct: z.array(z.number()).meta({ description: 'Colour temperatures on offer, K.' }),
    ip: z.array(z.string()),
    warrantyYears: z.number().int(),
  })
  .meta({ id: 'SeriesFigures' });

export const SeriesCard = z
  .object({
    id: z.number().int(),
    gnkCode: z.string(),
    name: z.string(),
    preview: z.string(),
    picture: Picture.nullable(),
    sectionLevelCodes: z.array(z.string()),
    link: z.string().meta({ description: 'Site path: /product/{gnkCode}.' }),
    modelsCount: z.number().int(),
    isNew: z.boolean(),
    archived: z.boolean().meta({ description: 'True when every model of the series is archived.' }),
    figures: SeriesFigures,
  })
  .meta({ id: 'SeriesCard' });
export type SeriesCard = z.infer<typeof SeriesCard>;

export const ModelCard = z
  .object({
    id: z.number().int(),
    nkCode: z.string(),
    gnkCode: z.string(),
    name: z.string(),
    seriesName: z.string(),
    picture: Picture.nullable(),
    archived: z.boolean(),
    link: z.string().meta({ description: 'Site path: /product/{gnkCode}/{nkCode}.' }),
    power: z.number().meta({ description: 'W' }),
    flux: z.number().nullable().meta({ description: 'lm; null for devices that emit no light' }),
    efficacy: z.number().nullable().meta({ description: 'lm/W' }),
    cct: z.number().nullable().meta({ description: 'K' }),
    cri: z.number().nullable().meta({ description: 'Ra' }),
    ip: z.string(),
    dimensions: z.string().meta({ description: 'Displayed size, mm (e.g. "595×595×40").' }),
    weight: z.number().meta({ description: 'kg' }),
  })
  .meta({ id: 'ModelCard' });
export type ModelCard = z.infer<typeof ModelCard>;

export const ExCertificate = z
  .object({
    scheme: z.enum(['EAC Ex', 'IECEx', 'ATEX']).meta({
      description:
        'EAC Ex: a certificate of conformity to TR CU 012/2011; IECEx: a Certificate of Conformity; ATEX: an EU-type examination certificate.',
    }),
    number: z.string().meta({ description: 'As the certificate gives it; X at the end: specific conditions of use.' }),
    validUntil: z.iso
      .date()
      .nullable()
      .meta({ description: 'Last day of validity; null when the scheme sets none (IECEx, ATEX).' }),
  })
  .meta({ id: 'ExCertificate', description: 'A certificate an explosion-proof model holds.' });
export type ExCertificate = z.infer<typeof ExCertificate>;

export const Technical = z
  .object({
    power: z.number(),
    flux: z.number().nullable(),
    efficacy: z.number().nullable(),
    cct: z.number().nullable(),
    cri: z.number().nullable(),
    beamAngle: z.number().nullable().meta({ description: 'Degrees, full width at half maximum.' }),
    distribution: z
      .string()
      .nullable()
      .meta({ description: 'Light distribution code (wide, medium, narrow, asymmetric, street-2, street-3...).' }),
    ugr: z.number().nullable(),
    voltage: z.string(),
    powerFactor: z.number().nullable(),
    inrushCurrent: z.number().nullable().meta({ description: 'Driver inrush peak current, A.' }),
    inrushPulseWidth: z.number().nullable().meta({ description: 'Inrush pulse width, µs.' }),
    dimming: z.string().nullable(),
    protectionClass: z.string(),
    ip: z.string(),
    ik: z.string().nullable(),
    tempMin: z.number().meta({ description: 'Lowest operating ambient temperature, °C.' }),
    tempMax: z.number().meta({ description: 'Highest operating ambient temperature, °C.' }),
    exMarking: z.string().nullable().meta({
      description:
        'Explosion protection marking (TR CU 012 / IEC 60079); a gas and a dust marking together are joined by " / ".',
    }),
    exCertificates: z
      .array(ExCertificate)
      .meta({ description: 'The certificates of an explosion-proof model, EAC Ex first; empty for any other.' }),
    length: z.number().nullable().meta({ description: 'mm' }),
    width: z.number().nullable().meta({ description: 'mm' }),
    height: z.number().nullable().meta({ description: 'mm' }),
    diameter: z.number().nullable().meta({ description: 'mm' }),
    weight: z.number().meta({ description: 'kg' }),
    mounting: z
      .string()
      .meta({ description: 'Mounting code (recessed, surface, suspended, pole, wall, bracket, din-rail, track).' }),
    housing: z.string().nullable(),
    lifetimeHours: z.number().int().nullable().meta({ description: 'L80 rated life, h.' }),
    emergencyAutonomy: z
      .number()
      .nullable()
      .meta({ description: 'Hours of emergency operation, for emergency luminaires.' }),
    warrantyYears: z.number().int(),
  })
  .meta({ id: 'Technical', description: 'Raw technical data of a model, in SI-style units.' });
export type Technical = z.infer<typeof Technical>;

export const SpecGroup = z
  .object({
    code: z.enum(['photometric', 'electrical', 'mechanical', 'environment', 'general']),
    title: z.string(),
    items: z.array(z.object({ code: z.string(), name: z.string(), value: z.string(), unit: z.string().nullable() })),
  })
  .meta({ id: 'SpecGroup', description: 'Technical data as labelled, localised rows for display.' });

export const RelatedSolution = z
  .object({ code: z.string(), name: z.string(), picture: Picture.nullable(), link: z.string() })
  .meta({ id: 'RelatedSolution' });

/** A GLDF container to download: the product's data for DIALux and Relux in one file. */
export const GldfDownload = z
  .object({
    url: z.string().meta({
      description:
        'Path on the API origin (`/upload/gldf/...`), versioned by the content: the container is built on its first request and kept.',
    }),
    fileName: z.string().meta({ description: 'The name to save it under.' }),
  })
  .meta({ id: 'GldfDownload' });

export const Series = SeriesCard.extend({
  description: z.string().meta({ description: 'Sanitised HTML.' }),
  sectionName: z.string(),
  breadcrumbs: z.array(Breadcrumb),
  gallery: z.array(Picture),
  features: z.array(z.string()),
  applications: z.array(z.string()),
  models: z.array(ModelCard).meta({ description: 'Every model, archived ones included (flagged).' }),
  documents: z.array(DocumentFile),
  gldf: GldfDownload.nullable().meta({
    description: 'The series with its models as variants, as GLDF; null when none of them gives light to plan with.',
  }),
  solutions: z.array(RelatedSolution),
  projects: z.array(ProjectCard),
  accessoriesCount: z.number().int(),
}).meta({ id: 'Series' });
export type Series = z.infer<typeof Series>;

export const Model = z
  .object({
    id: z.number().int(),
    nkCode: z.string(),
    gnkCode: z.string(),
    name: z.string(),
    seriesName: z.string(),
    description: z.string(),
    archived: z.boolean(),
    replacement: z
      .object({ nkCode: z.string(), name: z.string(), link: z.string() })
      .nullable()
      .meta({ description: 'The current model that replaces an archived one.' }),
    sectionLevelCodes: z.array(z.string()),
    breadcrumbs: z.array(Breadcrumb),
    picture: Picture.nullable(),
    gallery: z.array(Picture),
    technical: Technical,
    specs: z.array(SpecGroup),
    documents: z.array(DocumentFile),
    photometry: z
      .object({ ies: DocumentFile.nullable(), ldt: DocumentFile.nullable() })
      .meta({ description: 'The photometric files the light distribution diagram is drawn from.' }),
    gldf: GldfDownload.nullable().meta({
      description: 'The model as GLDF (its photometry, pictures, datasheets and data); null without an LDT file.',
    }),
    accessoriesCount: z.number().int(),
  })
  .meta({ id: 'Model' });
export type Model = z.infer<typeof Model>;

export const Accessory = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    picture: Picture.nullable(),
    compatibleSeries: z.array(z.string()).meta({ description: 'gnkCodes this accessory fits.' }),
  })
  .meta({ id: 'Accessory' });
export type Accessory = z.infer<typeof Accessory>;

export interface CatalogSectionNode {
  id: number;
  code: string;
  name: string;
  preview: string;
  picture: Picture | null;
  icon: string | null;
  link: string;
  seriesCount: number;
  children: CatalogSectionNode[];
}
export const CatalogSectionNode: z.ZodType<CatalogSectionNode> = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    preview: z.string(),
    picture: Picture.nullable(),
    icon: z.string().nullable(),
    link: z.string().meta({ description: 'Site path: /catalog/{section}/{sub...}.' }),
    seriesCount: z.number().int().meta({ description: 'Series in this section and below.' }),
    get children() {
      return z.array(CatalogSectionNode);
    },
  })
  .meta({ id: 'CatalogSectionNode' });

export const CatalogSections = z.array(CatalogSectionNode).meta({ id: 'CatalogSections' });

const filterBase = {
  code: z.string().meta({ description: 'Query parameter stem: `code[]=value` or `codeMinValue`/`codeMaxValue`.' }),
  name: z.string(),
  unit: z.string().nullable(),
};
export const FilterValue = z
  .object({
    value: z.string(),
    label: z.string(),
    picture: z.string().nullable().meta({ description: 'Icon (SVG) path, for pictureSelectBox.' }),
    count: z.number().int().meta({ description: 'Series in the section having a model with this value.' }),
  })
  .meta({ id: 'FilterValue' });

export const CatalogFilter = z
  .discriminatedUnion('type', [
    z.object({ ...filterBase, type: z.literal('selectBox'), values: z.array(FilterValue).min(1) }),
    z.object({ ...filterBase, type: z.literal('pictureSelectBox'), values: z.array(FilterValue).min(1) }),
    z.object({
      ...filterBase,
      type: z.literal('range'),
      min: z.number().meta({ description: 'Smallest value in the section data.' }),
      max: z.number().meta({ description: 'Largest value in the section data.' }),
      step: z.number(),
    }),
  ])
  .meta({ id: 'CatalogFilter' });
export type CatalogFilter = z.infer<typeof CatalogFilter>;

export const CatalogFilters = z.array(CatalogFilter).meta({ id: 'CatalogFilters' });

export const AppliedFilter = z
  .discriminatedUnion('type', [
    z.object({
      code: z.string(),
      name: z.string(),
      type: z.enum(['selectBox', 'pictureSelectBox']),
      value: z.string(),
      label: z.string(),
    }),
    z.object({
      code: z.string(),
      name: z.string(),
      type: z.literal('range'),
      values: z.object({ minValue: z.number(), maxValue: z.number() }),
      label: z.string(),
    }),
  ])
  .meta({ id: 'AppliedFilter' });
export type AppliedFilter = z.infer<typeof AppliedFilter>;

export const CatalogSectionPage = z
  .object({
    section: z
      .object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        description: z.string(),
        picture: Picture.nullable(),
        sectionLevelCodes: z.array(z.string()),
      })
      .nullable()
      .meta({ description: 'Null at the catalogue root (no sectionLevelCodes).' }),
    breadcrumbs: z.array(Breadcrumb),
    children: z.array(CatalogSectionNode),
    series: z.array(SeriesCard),
    pagination: Pagination,
    sort: z.object({ field: z.enum(seriesSortFields), order: z.enum(sortOrders) }),
    appliedFilters: z
      .array(AppliedFilter)
      .meta({ description: 'The valid filters that were applied; invalid ones are ignored.' }),
    filterArchived: z.boolean().meta({ description: 'Whether archived series and models were included.' }),
  })
  .meta({ id: 'CatalogSectionPage' });
export type CatalogSectionPage = z.infer<typeof CatalogSectionPage>;

/** One disagreement the photometry check found in a model's LDT file (see @ostrel/photometry/consistency). */
export const PhotometryFinding = z
  .object({
    code: z
      .enum([
        'unreadable',
        'no-lamp-flux',
        'header-light-output-ratio',
        'header-downward-flux-fraction',
        'symmetry-understated',
        'catalogue-flux',
        'catalogue-power',
        'catalogue-beam-angle',
      ])
      .meta({
        description:
          'What disagrees: the file is not one a EULUMDAT reader can read (or sends no light); the header lists no lamp flux; its LOR or DFF (per cent) is not what the intensities hold; ' +
          'the symmetry flag is weaker than the data (Isym, 0–4); the catalogue’s flux (lm), power (W) or beam angle (°) is not the file’s.',
      }),
    declared: z
      .number()
      .nullable()
      .meta({ description: 'What the header or the catalogue says; null for unreadable and no-lamp-flux.' }),
    computed: z
      .number()
      .nullable()
      .meta({ description: 'What the file’s intensities give; null for unreadable and no-lamp-flux.' }),
  })
  .meta({ id: 'PhotometryFinding' });

/** The photometry check of every model's LDT file, made when the content was last seeded. */
export const PhotometryCheckReport = z
  .object({
    checkedAt: z.string().meta({ description: 'When the check ran (ISO 8601).' }),
    checked: z.number().int().min(0).meta({ description: 'How many LDT files were checked.' }),
    files: z
      .array(
        z.object({
          gnkCode: z.string(),
          nkCode: z.string(),
          url: z.string().meta({ description: 'The LDT file, a path on the API origin.' }),
          findings: z.array(PhotometryFinding).min(1),
        }),
      )
      .meta({
        description: 'The files with findings; a file that agrees with itself and the catalogue is not listed.',
      }),
  })
  .meta({ id: 'PhotometryCheckReport' });
export type PhotometryCheckReport = z.infer<typeof PhotometryCheckReport>;
