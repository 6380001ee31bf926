import type { Content } from '../load-content.js';
import { projectCards } from './projects.js';
import { plainText, type RowWriter } from './row-writer.js';

type Sector = Content['solutions']['sectors'][number];

/** Sections and elements are numbered across all the sectors of a locale. */
interface Counters {
  section: number;
  element: number;
}

const sectorIcons: Record<string, string> = {
  army: 'shield',
  commerce: 'shopping-bag',
  education: 'graduation-cap',
  explosion: 'flame',
  emergency: 'siren',
  railway: 'train-front',
  industry: 'factory',
  architecture: 'landmark',
  outside: 'lamp-floor',
  sail: 'ship',
  office: 'building-2',
  control: 'sliders-horizontal',
  medicine: 'hospital',
  sport: 'trophy',
  leisure: 'ferris-wheel',
};

/** The sectors' tabs, then each sector with its sections and its elements. */
export function solutionRows(writer: RowWriter) {
  const { content, assets, t, picture, put } = writer;
  const { solutions } = content;
  const sectorItems = solutions.sectors.map((sector, position) => ({
    id: position + 1,
    code: sector.code,
    color: sector.color,
    icon: assets.icon(sectorIcons[sector.code] ?? 'lightbulb'),
    tagline: t(sector.tagline),
    underTagline: t(sector.underTagline),
    name: t(sector.name),
    picture: picture(`sector-${sector.code}`, t(sector.name)),
    link: `/solutions/${sector.code}`,
  }));
  put('solutions', 'main', {
    defaultItem: {
      picture: picture('solutions-default', t(solutions.defaultTagline)),
      tagline: t(solutions.defaultTagline),
    },
    items: sectorItems,
    itemTabs: solutions.tabs.flatMap((code) => sectorItems.filter((item) => item.code === code)),
  });

  const counters: Counters = { section: 0, element: 0 };
  const projectCard = projectCards(writer);
  solutions.sectors.forEach((sector, sectorIndex) => {
    sectorRows(writer, sector, sectorIndex, counters);
    sector.sections.forEach((section, sectionIndex) => {
      sectionRows(writer, sector, section, sectionIndex, counters);
    });
    sector.elements.forEach((element, elementIndex) => {
      elementRows(writer, sector, element, elementIndex, counters, projectCard);
    });
  });
}

function sectorRows(
  { assets, t, picture, put, seo, index }: RowWriter,
  sector: Sector,
  sectorIndex: number,
  counters: Counters,
) {
  const sectorSection = {
    id: (counters.section += 1),
    code: sector.code,
    name: t(sector.name),
    preview: t(sector.preview),
    description: t(sector.description),
    color: sector.color,
    icon: assets.icon(sectorIcons[sector.code] ?? 'lightbulb'),
    picture: picture(`sector-${sector.code}`, t(sector.name)),
    link: `/solutions/${sector.code}`,
    sectionLevelCodes: [sector.code],
    elementCount: sector.elements.length,
  };
  put('solution-section', sector.code, sectorSection, { sort: sectorIndex });
  seo(`/solutions/${sector.code}`, {
    title: t(sector.name),
    description: t(sector.preview),
    image: sectorSection.picture,
  });
  index({
    type: 'section',
    ref: `solutions:${sector.code}`,
    url: `/solutions/${sector.code}`,
    title: t(sector.name),
    codes: '',
    section: t({ ru: 'Решения', en: 'Solutions' }),
    description: t(sector.preview),
    body: sector.elements.map((element) => t(element.name)).join('. '),
    picture: sectorSection.picture,
    boost: 1.2,
  });
}

function sectionRows(
  { t, picture, put, seo, index }: RowWriter,
  sector: Sector,
  section: Sector['sections'][number],
  sectionIndex: number,
  counters: Counters,
) {
  const path = `${sector.code}/${section.code}`;
  put(
    'solution-section',
    path,
    {
      id: (counters.section += 1),
      code: section.code,
      name: t(section.name),
      preview: t(section.preview),
      description: t(section.description),
      color: sector.color,
      icon: null,
      picture: picture(`solution-section-${section.code}`, t(section.name)),
      // Sections are one level deep (requirements §3): a sector's sections are groups on its page.
      link: `/solutions/${sector.code}#${section.code}`,
      sectionLevelCodes: [sector.code, section.code],
      elementCount: sector.elements.filter((element) => element.section === section.code).length,
    },
    { parent: sector.code, sort: sectionIndex },
  );
  seo(`/solutions/${path}`, { title: t(section.name), description: t(section.preview) });
  index({
    type: 'section',
    ref: `solutions:${path}`,
    url: `/solutions/${sector.code}#${section.code}`,
    title: t(section.name),
    codes: '',
    section: `${t({ ru: 'Решения', en: 'Solutions' })}. ${t(sector.name)}`,
    description: t(section.preview),
    body: sector.elements
      .filter((element) => element.section === section.code)
      .map((element) => t(element.name))
      .join('. '),
    picture: null,
    boost: 1.2,
  });
}

function elementRows(
  { t, picture, put, seo, index }: RowWriter,
  sector: Sector,
  element: Sector['elements'][number],
  elementIndex: number,
  counters: Counters,
  projectCard: ReturnType<typeof projectCards>,
) {
  const sectionLevelCodes = element.section ? [sector.code, element.section] : [sector.code];
  const sectionName = element.section
    ? t(sector.sections.find((section) => section.code === element.section)?.name ?? sector.name)
    : t(sector.name);
  const link = `/solution/${[...sectionLevelCodes, element.code].join('/')}`;
  const elementPicture = picture(`solution-${element.code}`, t(element.name));
  put(
    'solution-element',
    element.code,
    {
      id: (counters.element += 1),
      code: element.code,
      name: t(element.name),
      sectionLevelCodes,
      sectionName,
      color: sector.color,
      preview: t(element.preview),
      content: t(element.content),
      picture: elementPicture,
      gallery: [],
      benefits: element.benefits.map((benefit) => ({
        title: t(benefit.title),
        text: t(benefit.text),
        icon: null,
      })),
      figures: element.figures.map((figure) => ({ value: figure.value, label: t(figure.label) })),
      products: [] as unknown[], // filled by the seed once the series cards exist (seed.ts, fillSolutionProducts)
      projects: element.projects.map(projectCard),
      breadcrumbs: [
        { title: t(sector.name), link: `/solutions/${sector.code}` },
        ...(element.section ? [{ title: sectionName, link: `/solutions/${sector.code}#${element.section}` }] : []),
      ],
      link,
      seriesCodes: element.series,
    },
    { parent: sectionLevelCodes.join('/'), sort: elementIndex },
  );
  seo(link, { title: t(element.name), description: t(element.preview), image: elementPicture });
  index({
    type: 'solution',
    ref: element.code,
    url: link,
    title: t(element.name),
    codes: '',
    section: element.section ? `${t(sector.name)}. ${sectionName}` : sectionName,
    description: t(element.preview),
    body: plainText(t(element.content)),
    picture: elementPicture,
    boost: 1.2,
  });
}
