import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';

/** The GLDF version written: its official XSD is kept in src/xsd. */
export const formatVersion = { major: 1, minor: 0, preRelease: 3 } as const;
const schemaLocation = 'https://gldf.io/xsd/gldf/1.0.0-rc.3/gldf.xsd';

/** A text in the languages the catalogue has, Russian first (the default language). */
export interface Localised {
  ru: string;
  en: string;
}

export type GldfContentType = 'ldc/eulumdat' | 'ldc/ies' | 'image/jpg' | 'image/png' | 'document/pdf';

/** A file the container holds (`localFileName`), under the folder its content type belongs in. */
export interface GldfFile {
  /** An XML ID: a letter first, then letters, digits, '-', '_' or '.'. */
  id: string;
  contentType: GldfContentType;
  fileName: string;
  language?: 'ru' | 'en';
}

/** The photometric figures planning programs list beside a variant (GLDF DescriptivePhotometry). */
export interface GldfPhotometry {
  lightOutputRatio: number;
  luminousEfficacy: number | null;
  downwardFluxFraction: number;
  downwardLightOutputRatio: number;
  upwardLightOutputRatio: number;
  tenthPeakDivergence: { c0c180: number; c90c270: number };
  halfPeakDivergence: { c0c180: number; c90c270: number };
  cieFluxCode: string;
  /** The UGR table's 4H×8H, 70/50/20 figures, crosswise (X) and endwise (Y). */
  ugr4H8H: { crosswise: number; endwise: number } | null;
}

export interface GldfVariant {
  id: string;
  productNumber: string;
  name: Localised;
  description: Localised;
  tenderText: Localised;
  /** The id of its EULUMDAT file among `files`. */
  photometryFileId: string;
  photometry: GldfPhotometry | null;
  /** W, control gear included. */
  power: number;
  /** Luminaire flux, lm. */
  flux: number;
  cct: number | null;
  cri: number | null;
  pictureFileIds: string[];
  attributes: GldfAttributes;
}

/** What the catalogue says of a luminaire that GLDF has a place for. */
export interface GldfAttributes {
  /** mm */
  size: { length: number; width: number; height: number } | null;
  form: 'Round' | 'Square' | 'Linear' | 'Cuboid' | null;
  /** 'IK08'; null when none is rated. */
  ik: string | null;
  /** kg */
  weight: number | null;
  safetyClass: 'I' | 'II' | 'III' | null;
  /** 'IP65' */
  ip: string | null;
  powerFactor: number | null;
  /** Median useful life: 'L80B50 50000h'. */
  medianUsefulLife: string | null;
  /** °C */
  ambient: { lower: number; upper: number } | null;
  approvalMarks: string[];
  /** The Ex marking as printed (GLDF's ATEX block names its parts; the marking itself is kept as a property). */
  exMarking: string | null;
  /** Where an Ex luminaire may be used, read from its markings; null for any other. */
  atex: GldfAtex | null;
}

/**
 * GLDF's ATEX block in the sense of "may be used in": the zones and groups a marking's EPL and
 * group cover, every temperature class its maximum surface temperature meets, and the marking's
 * own types of protection, EPLs, equipment groups and categories. Lists GLDF has no value for
 * (the legacy `d`, `e`, `nA` codes) are left to the marking kept as a property.
 */
export interface GldfAtex {
  gasZones: ('0' | '1' | '2')[];
  dustZones: ('20' | '21' | '22')[];
  gasGroups: ('IIC' | 'IIB + H2' | 'IIB' | 'IIA')[];
  dustGroups: ('IIIC' | 'IIIB' | 'IIIA')[];
  /** A dust marking's, e.g. '85 °C'. */
  maximumSurfaceTemperature: string | null;
  temperatureClasses: ('T1' | 'T2' | 'T3' | 'T4' | 'T5' | 'T6')[];
  exCodes: string[];
  protectionLevels: ('Ga' | 'Gb' | 'Gc' | 'Da' | 'Db' | 'Dc' | 'Ma' | 'Mb')[];
  equipmentGroups: ('I' | 'II')[];
  categories: ('M1' | 'M2' | '1G' | '2G' | '3G' | '1D' | '2D' | '3D')[];
  atmospheres: ('G' | 'D')[];
  groups: ('I' | 'II' | 'IIA' | 'IIB' | 'IIC' | 'III' | 'IIIA' | 'IIIB' | 'IIIC')[];
}

/** The ATEX block's elements in the XSD's order, each a list written only when it has entries. */
function atexBlock(parent: Node, atex: GldfAtex): void {
  const element = parent.ele('ATEX');
  const list = (container: Node, name: string, item: string, values: readonly string[]) => {
    if (values.length === 0) return;
    const listed = container.ele(name);
    for (const value of values) listed.ele(item).txt(value);
  };
  const pair = (name: string, item: string, gas: readonly string[], dust: readonly string[]) => {
    if (gas.length === 0 && dust.length === 0) return;
    const both = element.ele(name);
    list(both, 'Gas', item, gas);
    list(both, 'Dust', item, dust);
  };
  pair('Zones', 'Zone', atex.gasZones, atex.dustZones);
  pair('ZoneGroups', 'Group', atex.gasGroups, atex.dustGroups);
  if (atex.maximumSurfaceTemperature) element.ele('MaximumSurfaceTemperature').txt(atex.maximumSurfaceTemperature);
  list(element, 'TemperatureClasses', 'TemperatureClass', atex.temperatureClasses);
  list(element, 'ExCodes', 'ExCode', atex.exCodes);
  list(element, 'EquipmentProtectionLevels', 'EquipmentProtectionLevel', atex.protectionLevels);
  list(element, 'EquipmentGroups', 'EquipmentGroup', atex.equipmentGroups);
  list(element, 'EquipmentCategories', 'EquipmentCategory', atex.categories);
  list(element, 'Atmospheres', 'Atmosphere', atex.atmospheres);
  list(element, 'Groups', 'Group', atex.groups);
}

export interface GldfProduct {
  manufacturer: string;
  createdWithApplication: string;
  /** ISO 8601 */
  createdAt: string;
  /** A stable id of this container's content (a UUID). */
  uniqueId: string;
  author: string;
  contactEmail: string;
  website: string;
  productId: string;
  productNumber: string;
  name: Localised;
  description: Localised;
  tenderText: Localised;
  files: GldfFile[];
  variants: GldfVariant[];
}

type Node = XMLBuilder;

function localised(parent: Node, name: string, text: Localised): void {
  const element = parent.ele(name);
  for (const language of ['ru', 'en'] as const) element.ele('Locale', { language }).txt(text[language]);
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function descriptivePhotometry(parent: Node, photometry: GldfPhotometry): void {
  const element = parent.ele('DescriptivePhotometry');
  element.ele('LightOutputRatio').txt(String(round(Math.min(1, photometry.lightOutputRatio), 4)));
  if (photometry.luminousEfficacy !== null)
    element.ele('LuminousEfficacy').txt(String(round(photometry.luminousEfficacy, 1)));
  element.ele('DownwardFluxFraction').txt(String(round(photometry.downwardFluxFraction, 4)));
  element.ele('DownwardLightOutputRatio').txt(String(round(Math.min(1, photometry.downwardLightOutputRatio), 4)));
  element.ele('UpwardLightOutputRatio').txt(String(round(Math.min(1, photometry.upwardLightOutputRatio), 4)));
  const pair = (name: string, angles: { c0c180: number; c90c270: number }) => {
    const divergence = element.ele(name);
    divergence.ele('C0-C180').txt(String(round(angles.c0c180, 1)));
    divergence.ele('C90-C270').txt(String(round(angles.c90c270, 1)));
  };
  pair('TenthPeakDivergence', photometry.tenthPeakDivergence);
  pair('HalfPeakDivergence', photometry.halfPeakDivergence);
  element.ele('CIE-FluxCode').txt(photometry.cieFluxCode);
  if (photometry.ugr4H8H) {
    const ugr = element.ele('UGR-4H8H-70-50-20-LQ');
    ugr.ele('X').txt(String(round(photometry.ugr4H8H.crosswise, 1)));
    ugr.ele('Y').txt(String(round(photometry.ugr4H8H.endwise, 1)));
  }
}

function descriptiveAttributes(parent: Node, attributes: GldfAttributes): void {
  const element = parent.ele('DescriptiveAttributes');
  const mechanical = element.ele('Mechanical');
  if (attributes.size) {
    const size = mechanical.ele('ProductSize');
    size.ele('Length').txt(String(Math.round(attributes.size.length)));
    size.ele('Width').txt(String(Math.round(attributes.size.width)));
    size.ele('Height').txt(String(Math.round(attributes.size.height)));
  }
  if (attributes.form) mechanical.ele('ProductForm').txt(attributes.form);
  if (attributes.ik) mechanical.ele('IKRating').txt(attributes.ik);
  if (attributes.weight !== null) mechanical.ele('Weight').txt(String(round(attributes.weight, 2)));
  const electrical = element.ele('Electrical');
  if (attributes.safetyClass) electrical.ele('ElectricalSafetyClass').txt(attributes.safetyClass);
  if (attributes.ip) electrical.ele('IngressProtectionIPCode').txt(attributes.ip);
  if (attributes.powerFactor !== null) electrical.ele('PowerFactor').txt(String(round(attributes.powerFactor, 2)));
  if (attributes.approvalMarks.length > 0) {
    const marks = element.ele('Marketing').ele('ApprovalMarks');
    for (const mark of attributes.approvalMarks) marks.ele('ApprovalMark').txt(mark);
  }
  const operation = element.ele('OperationsAndMaintenance');
  if (attributes.medianUsefulLife)
    operation.ele('MedianUsefulLifeTimes').ele('MedianUsefulLife').txt(attributes.medianUsefulLife);
  if (attributes.ambient) {
    const ambient = operation.ele('AmbientTemperature');
    ambient.ele('Lower').txt(String(Math.round(attributes.ambient.lower)));
    ambient.ele('Upper').txt(String(Math.round(attributes.ambient.upper)));
  }
  if (attributes.atex) atexBlock(operation, attributes.atex);
  if (attributes.exMarking)
    element
      .ele('CustomProperties')
      .ele('Property', { id: 'ex-marking' })
      .ele('Name')
      .ele('Locale', { language: 'ru' })
      .txt('Маркировка взрывозащиты')
      .up()
      .ele('Locale', { language: 'en' })
      .txt('Ex marking')
      .up()
      .up()
      .ele('PropertySource')
      .txt('ГОСТ 31610.0-2019 (IEC 60079-0)')
      .up()
      .ele('Value')
      .txt(attributes.exMarking);
}

/**
 * product.xml of a GLDF container: one product with its variants, each a fixed LED light source
 * behind one emitter drawn from its own EULUMDAT file, with the descriptive attributes the
 * catalogue has. Elements follow the XSD's order; the test validates the result against it.
 */
export function productXml(product: GldfProduct): string {
  const root = create({ version: '1.0', encoding: 'utf-8' }).ele('Root', {
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:noNamespaceSchemaLocation': schemaLocation,
  });

  const header = root.ele('Header');
  header.ele('Manufacturer').txt(product.manufacturer);
  header.ele('FormatVersion', {
    major: String(formatVersion.major),
    minor: String(formatVersion.minor),
    'pre-release': String(formatVersion.preRelease),
  });
  header.ele('CreatedWithApplication').txt(product.createdWithApplication);
  header.ele('GldfCreationTimeCode').txt(product.createdAt);
  header.ele('UniqueGldfId').txt(product.uniqueId);
  header.ele('DefaultLanguage').txt('ru');
  header.ele('Author').txt(product.author);
  const address = header.ele('Contact').ele('Address');
  address.ele('Name').txt(product.manufacturer);
  address
    .ele('EMailAddresses')
    .ele('EMail', { mailto: `mailto:${product.contactEmail}` })
    .txt(product.contactEmail);
  address.ele('Websites').ele('Hyperlink', { href: product.website }).txt(product.website);

  const general = root.ele('GeneralDefinitions');
  const files = general.ele('Files');
  for (const file of product.files)
    files
      .ele('File', {
        id: file.id,
        contentType: file.contentType,
        type: 'localFileName',
        ...(file.language ? { language: file.language } : {}),
      })
      .txt(file.fileName);
  const photometries = general.ele('Photometries');
  for (const variant of product.variants) {
    const photometry = photometries.ele('Photometry', { id: `photometry-${variant.id}` });
    photometry.ele('PhotometryFileReference', { fileId: variant.photometryFileId });
    if (variant.photometry) descriptivePhotometry(photometry, variant.photometry);
  }
  const sources = general.ele('LightSources');
  for (const variant of product.variants) {
    const source = sources.ele('FixedLightSource', { id: `light-source-${variant.id}` });
    localised(source, 'Name', {
      ru: `Светодиодный модуль ${variant.productNumber}`,
      en: `LED module ${variant.productNumber}`,
    });
    source.ele('RatedInputPower').txt(String(variant.power));
    if (variant.cri !== null || variant.cct !== null) {
      const colour = source.ele('ColorInformation');
      if (variant.cri !== null) colour.ele('ColorRenderingIndex').txt(String(variant.cri));
      if (variant.cct !== null) colour.ele('CorrelatedColorTemperature').txt(String(variant.cct));
    }
  }
  const emitters = general.ele('Emitters');
  for (const variant of product.variants) {
    const emitter = emitters.ele('Emitter', { id: `emitter-${variant.id}` }).ele('FixedLightEmitter');
    emitter.ele('PhotometryReference', { photometryId: `photometry-${variant.id}` });
    emitter.ele('LightSourceReference', { fixedLightSourceId: `light-source-${variant.id}` });
    emitter.ele('RatedLuminousFlux').txt(String(Math.round(variant.flux)));
  }

  const definitions = root.ele('ProductDefinitions');
  const meta = definitions.ele('ProductMetaData');
  meta.ele('UniqueProductId').txt(product.productId);
  localised(meta, 'ProductNumber', { ru: product.productNumber, en: product.productNumber });
  localised(meta, 'Name', product.name);
  localised(meta, 'Description', product.description);
  localised(meta, 'TenderText', product.tenderText);
  const variants = definitions.ele('Variants');
  for (const [index, variant] of product.variants.entries()) {
    const element = variants.ele('Variant', { id: variant.id, sortOrder: String(index + 1) });
    localised(element, 'ProductNumber', { ru: variant.productNumber, en: variant.productNumber });
    localised(element, 'Name', variant.name);
    localised(element, 'Description', variant.description);
    localised(element, 'TenderText', variant.tenderText);
    element.ele('Geometry').ele('EmitterReference', { emitterId: `emitter-${variant.id}` });
    if (variant.pictureFileIds.length > 0) {
      const pictures = element.ele('Pictures');
      for (const fileId of variant.pictureFileIds) pictures.ele('Image', { fileId, imageType: 'Product Picture' });
    }
    descriptiveAttributes(element, variant.attributes);
  }
  return root.end({ prettyPrint: true });
}
