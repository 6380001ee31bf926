import type { Locale, Picture } from '@ostrel/contract/schemas/common';
import { locales } from '@ostrel/contract/schemas/common';
import type { SearchType } from '@ostrel/contract/schemas/search';
import type { GeneratedModel } from './catalog-types.js';
import type { T } from './content-schema.js';
import type { Content } from './load-content.js';
import { formatOpeningHours } from './opening-hours.js';

export interface ContentRow {
  kind: string;
  code: string;
  locale: Locale;
  parent: string;
  sort: number;
  published_on: string | null;
  data: unknown;
}

/** A page as the search indexes it (a row of `search_document`; search/site-search.ts). */
export interface SearchRow {
  locale: Locale;
  type: SearchType;
  ref: string;
  url: string;
  /** The page's name: a series or model name, a title. */
  title: string;
  /** Model codes in the forms people type them. */
  codes: string;
  /** The sections and categories the page is in. */
  section: string;
  /** Its lead: a preview, a model's description, a vacancy's city. */
  description: string;
  body: string;
  picture: Picture | null;
  /** How much a page of its kind weighs: a series over a model over a news item. */
  boost: number;
}

export interface SeedAssets {
  pictures: Map<string, Picture>;
  icon: (name: string) => string;
  logo: { desktop: string; mobile: string };
  models: GeneratedModel[];
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const readingMinutes = (html: string) => Math.max(1, Math.round(plainText(html).split(' ').length / 180));

/** Builds every row of the editorial tables, the SEO records and the search index from the content. */
export function buildRows(content: Content, assets: SeedAssets) {
  const rows: ContentRow[] = [];
  const search: SearchRow[] = [];
  const brand = content.site.brand.name;

  const picture = (name: string, alt: string): Picture | null => {
    const found = assets.pictures.get(name);
    return found ? { ...found, alt } : null;
  };
  const ogImage = (pic: Picture | null) => pic?.large?.src ?? null;

  const put = (
    kind: string,
    code: string,
    locale: Locale,
    data: unknown,
    extra: Partial<Pick<ContentRow, 'parent' | 'sort' | 'published_on'>> = {},
  ) =>
    rows.push({
      kind,
      code,
      locale,
      parent: extra.parent ?? '',
      sort: extra.sort ?? 0,
      published_on: extra.published_on ?? null,
      data,
    });

  // The site file's SEO for a fixed route wins over the one a page derives; any other repeat is a content error.
  const seoKeys = new Map<string, 'site' | 'derived'>();
  const seo = (
    path: string,
    locale: Locale,
    value: {
      title: string;
      description: string;
      image?: Picture | null;
      type?: string;
      article?: { published_time: string; section: string } | null;
    },
    source: 'site' | 'derived' = 'derived',
  ) => {
    const key = `${locale}:${path}`;
    const existing = seoKeys.get(key);
    if (existing === 'site' && source === 'derived') return;
    if (existing) throw new Error(`two SEO records for ${path}`);
    seoKeys.set(key, source);
    put('seo', path, locale, {
      title: value.title.includes(brand[locale]) ? value.title : `${value.title} | ${brand[locale]}`,
      description:
        value.description.length > 200
          ? `${value.description.slice(0, 197).replace(/\s+\S*$/, '')}…`
          : value.description,
      og: { title: value.title, image: ogImage(value.image ?? null), type: value.type ?? 'website' },
      article: value.article ?? null,
      redirect: null,
    });
  };

  const index = (row: SearchRow) => search.push(row);

  for (const locale of locales) {
    const t = (text: T) => text[locale];

    // ---- site ------------------------------------------------------------------------------
    const { site } = content;
    put('menu', 'main', locale, {
      locale,
      header: {
        settings: { icon: assets.logo.desktop, iconMobile: assets.logo.mobile },
        menu: site.header.map((item) => ({ title: t(item.title), link: item.link })),
      },
      footer: {
        settings: {
          phone: site.footer.phone,
          phoneFormatted: site.footer.phoneFormatted,
          phoneDescription: t(site.footer.phoneDescription),
          email: site.footer.email,
          address: t(site.footer.address),
          footerString: site.footer.footerString ? t(site.footer.footerString) : null,
          ...site.footer.socials,
        },
        menu: site.footer.columns.map((column) => ({
          title: t(column.title),
          items: column.items.map((item) => ({ title: t(item.title), link: item.link })),
        })),
      },
    });
    put('features', 'main', locale, site.features);
    // The site's own pages (lists of vacancies, news, distributors…) are found by their SEO title and description.
    const listPages = new Set(['/', '/favorites', '/career/internship']);
    for (const [path, value] of Object.entries(site.seo)) {
      seo(path, locale, { title: t(value.title), description: t(value.description) }, 'site');
      if (listPages.has(path)) continue;
      index({
        locale,
        type: 'section',
        ref: `site:${path}`,
        url: path,
        title: t(value.title),
        codes: '',
        section: '',
        description: t(value.description),
        body: '',
        picture: null,
        boost: 1.3,
      });
    }

    // ---- solutions -------------------------------------------------------------------------
    const { solutions, portfolio, catalog } = content;
    const sectorItem = (sector: (typeof solutions.sectors)[number], position: number) => ({
      id: position + 1,
      code: sector.code,
      color: sector.color,
      icon: assets.icon(sectorIcons[sector.code] ?? 'lightbulb'),
      tagline: t(sector.tagline),
      underTagline: t(sector.underTagline),
      name: t(sector.name),
      picture: picture(`sector-${sector.code}`, t(sector.name)),
      link: `/solutions/${sector.code}`,
    });
    const sectorItems = solutions.sectors.map(sectorItem);
    put('solutions', 'main', locale, {
      defaultItem: {
        picture: picture('solutions-default', t(solutions.defaultTagline)),
        tagline: t(solutions.defaultTagline),
      },
      items: sectorItems,
      itemTabs: solutions.tabs.flatMap((code) => sectorItems.filter((item) => item.code === code)),
    });

    const projectByCode = new Map(portfolio.projects.map((project) => [project.code, project]));
    const seriesByCode = new Map(catalog.series.map((series) => [series.gnkCode, series]));
    const projectCard = (code: string) => {
      const project = projectByCode.get(code);
      if (!project) throw new Error(`unknown project ${code}`);
      return {
        id: portfolio.projects.indexOf(project) + 1,
        code: project.code,
        sectionCode: project.section,
        title: t(project.title),
        location: t(project.location),
        year: project.year,
        picture: picture(`project-${project.code}`, t(project.title)),
        link: `/project/${project.section}/${project.code}`,
      };
    };
    const productLink = (gnkCode: string) => {
      const series = seriesByCode.get(gnkCode);
      if (!series) throw new Error(`unknown series ${gnkCode}`);
      return {
        gnkCode,
        name: series.name,
        picture: picture(`series-${gnkCode}`, series.name),
        link: `/product/${gnkCode}`,
      };
    };

    let elementId = 0;
    let sectionId = 0;
    solutions.sectors.forEach((sector, sectorIndex) => {
      const sectorSection = {
        id: (sectionId += 1),
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
      put('solution-section', sector.code, locale, sectorSection, { sort: sectorIndex });
      seo(`/solutions/${sector.code}`, locale, {
        title: t(sector.name),
        description: t(sector.preview),
        image: sectorSection.picture,
      });
      index({
        locale,
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
      sector.sections.forEach((section, sectionIndex) => {
        const path = `${sector.code}/${section.code}`;
        put(
          'solution-section',
          path,
          locale,
          {
            id: (sectionId += 1),
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
        seo(`/solutions/${path}`, locale, { title: t(section.name), description: t(section.preview) });
        index({
          locale,
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
      });
      sector.elements.forEach((element, elementIndex) => {
        const sectionLevelCodes = element.section ? [sector.code, element.section] : [sector.code];
        const sectionName = element.section
          ? t(sector.sections.find((section) => section.code === element.section)?.name ?? sector.name)
          : t(sector.name);
        const link = `/solution/${[...sectionLevelCodes, element.code].join('/')}`;
        const elementPicture = picture(`solution-${element.code}`, t(element.name));
        put(
          'solution-element',
          element.code,
          locale,
          {
            id: (elementId += 1),
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
            products: [] as unknown[], // filled below, once series cards exist
            projects: element.projects.map(projectCard),
            breadcrumbs: [
              { title: t(sector.name), link: `/solutions/${sector.code}` },
              ...(element.section
                ? [{ title: sectionName, link: `/solutions/${sector.code}#${element.section}` }]
                : []),
            ],
            link,
            seriesCodes: element.series,
          },
          { parent: sectionLevelCodes.join('/'), sort: elementIndex },
        );
        seo(link, locale, { title: t(element.name), description: t(element.preview), image: elementPicture });
        index({
          locale,
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
      });
    });

    // ---- portfolio -------------------------------------------------------------------------
    portfolio.sections.forEach((section, sectionIndex) => {
      put(
        'portfolio-section',
        section.code,
        locale,
        { code: section.code, name: t(section.name) },
        { sort: sectionIndex },
      );
      const sectionProjects = portfolio.projects.filter((project) => project.section === section.code);
      seo(`/projects/${section.code}`, locale, {
        title: t(section.name),
        description: `${t(section.name)}: ${sectionProjects.length}`,
      });
      index({
        locale,
        type: 'section',
        ref: `projects:${section.code}`,
        url: `/projects/${section.code}`,
        title: t(section.name),
        codes: '',
        section: t({ ru: 'Проекты', en: 'Projects' }),
        description: '',
        body: sectionProjects.map((project) => t(project.title)).join('. '),
        picture: null,
        boost: 0.9,
      });
    });
    portfolio.projects.forEach((project, projectIndex) => {
      const card = projectCard(project.code);
      const sectionName = t(
        portfolio.sections.find((section) => section.code === project.section)?.name ?? project.title,
      );
      put(
        'project',
        project.code,
        locale,
        {
          id: card.id,
          code: project.code,
          sectionCode: project.section,
          sectionName,
          mainInfo: {
            title: t(project.title),
            location: t(project.location),
            year: project.year,
            client: project.client ? t(project.client) : null,
            area: project.area,
            description: t(project.description),
          },
          content: t(project.content),
          facts: project.facts.map((fact) => ({ value: fact.value, label: t(fact.label) })),
          picture: card.picture,
          gallery: project.gallery.flatMap(
            (_, galleryIndex) =>
              picture(`project-${project.code}-${galleryIndex + 1}`, `${t(project.title)} — ${galleryIndex + 1}`) ?? [],
          ),
          products: project.series.map(productLink),
          breadcrumbs: [{ title: sectionName, link: `/projects/${project.section}` }],
          seriesCodes: project.series,
        },
        { parent: project.section, sort: projectIndex },
      );
      seo(card.link, locale, { title: t(project.title), description: t(project.description), image: card.picture });
      index({
        locale,
        type: 'project',
        ref: project.code,
        url: card.link,
        title: t(project.title),
        codes: '',
        section: sectionName,
        description: `${t(project.location)}. ${t(project.description)}`,
        body: plainText(t(project.content)),
        picture: card.picture,
        boost: 1,
      });
    });

    // ---- blog ------------------------------------------------------------------------------
    const { blog } = content;
    const counts = new Map<string, number>();
    for (const item of blog.items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
    put('blog-tabs', 'main', locale, [
      { code: 'all', name: locale === 'ru' ? 'Все' : 'All', link: '/blog', count: blog.items.length },
      ...blog.categories.map((category) => ({
        code: category.code,
        name: t(category.name),
        link: `/blog/${category.code}`,
        count: counts.get(category.code) ?? 0,
      })),
    ]);
    blog.categories.forEach((category, categoryIndex) => {
      put(
        'blog-category',
        category.code,
        locale,
        { code: category.code, name: t(category.name) },
        { sort: categoryIndex },
      );
      const categoryPage = {
        title: t(category.name),
        description: `${t(category.name)} — ${locale === 'ru' ? 'статьи блога' : 'blog articles'} ${brand[locale]}`,
      };
      seo(`/blog/${category.code}`, locale, categoryPage);
      index({
        locale,
        type: 'section',
        ref: `blog:${category.code}`,
        url: `/blog/${category.code}`,
        title: categoryPage.title,
        codes: '',
        section: t({ ru: 'Блог', en: 'Blog' }),
        description: categoryPage.description,
        body: blog.items
          .filter((item) => item.category === category.code)
          .map((item) => t(item.name))
          .join('. '),
        picture: null,
        boost: 1,
      });
    });
    blog.items.forEach((item, itemIndex) => {
      const category = blog.categories.find((candidate) => candidate.code === item.category);
      const url = `/blog/${item.category}/${item.code}`;
      const itemPicture = picture(`blog-${item.code}`, t(item.name));
      put(
        'blog',
        item.code,
        locale,
        {
          id: itemIndex + 1,
          code: item.code,
          category: item.category,
          categoryName: category ? t(category.name) : '',
          name: t(item.name),
          preview: t(item.preview),
          picture: itemPicture,
          date: item.date,
          readingMinutes: readingMinutes(t(item.content)),
          blogItemUrl: url,
          content: t(item.content),
          author: item.author ? { name: t(item.author.name), position: t(item.author.position) } : null,
          tags: item.tags.map(t),
          breadcrumbs: [
            { title: locale === 'ru' ? 'Блог' : 'Blog', link: '/blog' },
            { title: category ? t(category.name) : '', link: `/blog/${item.category}` },
          ],
        },
        { parent: item.category, published_on: item.date },
      );
      seo(url, locale, {
        title: t(item.seoTitle),
        description: t(item.seoDescription),
        image: itemPicture,
        type: 'article',
        article: { published_time: item.date, section: category ? t(category.name) : '' },
      });
      index({
        locale,
        type: 'blog',
        ref: item.code,
        url,
        title: t(item.name),
        codes: '',
        section: category ? t(category.name) : '',
        description: t(item.preview),
        body: plainText(t(item.content)),
        picture: itemPicture,
        boost: 0.7,
      });
    });

    // ---- news ------------------------------------------------------------------------------
    for (const item of content.news.items) {
      const link = `/news/${item.code}`;
      const itemPicture = picture(`news-${item.code}`, t(item.title));
      put(
        'news',
        item.code,
        locale,
        {
          id: content.news.items.indexOf(item) + 1,
          code: item.code,
          title: t(item.title),
          preview: t(item.preview),
          picture: itemPicture,
          date: item.date,
          isEvent: item.event !== null,
          event: item.event && {
            startsAt: item.event.startsAt,
            endsAt: item.event.endsAt,
            place: t(item.event.place),
            registrationOpen: item.event.registrationOpen,
          },
          link,
          content: t(item.content),
          gallery: item.gallery.flatMap(
            (_, galleryIndex) =>
              picture(`news-${item.code}-${galleryIndex + 1}`, `${t(item.title)} — ${galleryIndex + 1}`) ?? [],
          ),
          seoDescription: t(item.seoDescription),
          breadcrumbs: [{ title: locale === 'ru' ? 'Новости' : 'News', link: '/news' }],
        },
        { published_on: item.date },
      );
      seo(link, locale, {
        title: t(item.title),
        description: t(item.seoDescription),
        image: itemPicture,
        type: 'article',
        article: { published_time: item.date, section: locale === 'ru' ? 'Новости' : 'News' },
      });
      index({
        locale,
        type: 'news',
        ref: item.code,
        url: link,
        title: t(item.title),
        codes: '',
        section: '',
        description: t(item.preview),
        body: plainText(t(item.content)),
        picture: itemPicture,
        boost: 0.6,
      });
    }

    // ---- careers ---------------------------------------------------------------------------
    const { careers } = content;
    const block = (code: string, data: unknown) => put('career', code, locale, data);
    const titleBlock = (value: { title: T; text: T }) => ({ title: t(value.title), text: t(value.text) });
    const iconItems = (items: { title: T; text: T; icon: string | null }[]) =>
      items.map((item) => ({
        title: t(item.title),
        text: t(item.text),
        icon: item.icon ? assets.icon(item.icon) : null,
      }));
    block('main', {
      title: t(careers.main.title),
      subtitle: t(careers.main.subtitle),
      text: t(careers.main.text),
      picture: picture('career-main', t(careers.main.title)),
      button: careers.main.button && { title: t(careers.main.button.title), link: careers.main.button.link },
    });
    block(
      'menu',
      careers.menu.map((item) => ({ title: t(item.title), link: item.link })),
    );
    block(
      'statistics',
      careers.statistics.map((item) => ({ value: item.value, label: t(item.label), description: t(item.description) })),
    );
    block('advantages-title', titleBlock(careers.advantagesTitle));
    block('advantages', iconItems(careers.advantages));
    block('values', iconItems(careers.values));
    block('internship-title', titleBlock(careers.internship.title));
    block('internship-preview', titleBlock(careers.internship.preview));
    block('internship-teaser', {
      title: t(careers.internship.teaser.title),
      text: t(careers.internship.teaser.text),
      picture: picture('internship-teaser', t(careers.internship.teaser.title)),
      link: '/career/internship',
    });
    block('internship-list', iconItems(careers.internship.list));
    index({
      locale,
      type: 'page',
      ref: 'internship',
      url: '/career/internship',
      title: t(careers.internship.title.title),
      codes: '',
      section: t({ ru: 'Карьера', en: 'Career' }),
      description: `${t(careers.internship.title.text)} ${t(careers.internship.preview.text)}`,
      body: careers.internship.list.map((item) => `${t(item.title)}. ${t(item.text)}`).join(' '),
      picture: picture('internship-teaser', t(careers.internship.teaser.title)),
      boost: 1,
    });
    const options = (list: { value: string; label: T }[]) =>
      list.map((option) => ({ value: option.value, label: t(option.label) }));
    block('internship-select', {
      directions: options(careers.internship.select.directions),
      educationLevels: options(careers.internship.select.educationLevels),
      formats: options(careers.internship.select.formats),
      cities: options(careers.internship.select.cities),
    });
    block('stories-title', titleBlock(careers.stories.title));
    block('vacancies-title', titleBlock(careers.vacancies.title));
    block('vacancy-form-detail', titleBlock(careers.vacancies.formTitleDetail));
    block('vacancy-form-list', titleBlock(careers.vacancies.formTitleList));
    const filters = careers.vacancies.filters;
    block('vacancy-filters', {
      city: options(filters.city),
      experience: options(filters.experience),
      sphere: options(filters.sphere),
    });
    careers.gallery.forEach((photo, photoIndex) => {
      const photoPicture = picture(`career-gallery-${photoIndex + 1}`, t(photo.alt));
      if (photoPicture)
        put('career-gallery', String(photoIndex + 1).padStart(3, '0'), locale, photoPicture, { sort: photoIndex });
    });
    careers.stories.items.forEach((story, storyIndex) => {
      const link = `/career/stories/${story.code}`;
      put(
        'story',
        story.code,
        locale,
        {
          id: storyIndex + 1,
          code: story.code,
          name: t(story.name),
          position: t(story.position),
          preview: t(story.preview),
          text: t(story.text),
          picture: picture(`story-${story.code}`, t(story.name)),
          slider: story.slider.flatMap(
            (_, slideIndex) =>
              picture(`story-${story.code}-${slideIndex + 1}`, `${t(story.name)} — ${slideIndex + 1}`) ?? [],
          ),
          upperText: t(story.upperText),
          middleText: t(story.middleText),
          bottomText: t(story.bottomText),
          link,
        },
        { sort: storyIndex },
      );
      seo(link, locale, {
        title: t(story.name),
        description: t(story.preview),
        image: picture(`story-${story.code}`, t(story.name)),
      });
      index({
        locale,
        type: 'page',
        ref: `story:${story.code}`,
        url: link,
        title: t(story.name),
        codes: '',
        section: t({ ru: 'Истории сотрудников', en: 'Employee stories' }),
        description: `${t(story.position)}. ${t(story.preview)}`,
        body: [story.upperText, story.middleText, story.bottomText].map((text) => plainText(t(text))).join(' '),
        picture: picture(`story-${story.code}`, t(story.name)),
        boost: 0.8,
      });
    });
    const option = (list: { value: string; label: T }[], value: string) => {
      const found = list.find((candidate) => candidate.value === value);
      if (!found) throw new Error(`unknown option ${value}`);
      return { value, label: t(found.label) };
    };
    careers.vacancies.items.forEach((vacancy, vacancyIndex) => {
      const link = `/career/vacancies/${vacancy.code}`;
      const city = option(filters.city, vacancy.city);
      put(
        'vacancy',
        vacancy.code,
        locale,
        {
          id: vacancyIndex + 1,
          elementCode: vacancy.code,
          jobTitle: t(vacancy.jobTitle),
          date: vacancy.date,
          city,
          experience: option(filters.experience, vacancy.experience),
          sphere: option(filters.sphere, vacancy.sphere),
          salary: vacancy.salary ? t(vacancy.salary) : null,
          link,
          employment: t(vacancy.employment),
          picture: picture(`vacancy-${vacancy.code}`, t(vacancy.jobTitle)),
          description: t(vacancy.description),
          advantages: { title: t(careers.advantagesTitle.title), items: iconItems(careers.advantages) },
          formTitle: t(careers.vacancies.formTitleDetail.title),
          menu: careers.menu.map((item) => ({ title: t(item.title), link: item.link })),
        },
        { published_on: vacancy.date },
      );
      seo(link, locale, {
        title: `${t(vacancy.jobTitle)}, ${city.label}`,
        description: plainText(t(vacancy.description)).slice(0, 160),
      });
      index({
        locale,
        type: 'vacancy',
        ref: vacancy.code,
        url: link,
        title: t(vacancy.jobTitle),
        codes: '',
        section: t({ ru: 'Вакансии', en: 'Vacancies' }),
        description: `${t({ ru: 'Вакансия, работа', en: 'Vacancy, job' })}. ${city.label}`,
        body: plainText(t(vacancy.description)),
        picture: null,
        boost: 1,
      });
    });

    // ---- distributors ----------------------------------------------------------------------
    const { distributors } = content;
    const cityOf = (code: string) => distributors.cities.find((city) => city.code === code);
    const cityTitle = (code: string) => t(cityOf(code)?.title ?? { ru: code, en: code });
    distributors.cities.forEach((city, cityIndex) => {
      const count = distributors.distributors.filter((distributor) =>
        distributor.offices.some((office) => office.city === city.code),
      ).length;
      put(
        'city',
        city.code,
        locale,
        { cityCode: city.code, title: t(city.title), region: t(city.region), coordinates: city.coordinates, count },
        { sort: cityIndex },
      );
      const cityPage = {
        title: locale === 'ru' ? `Где купить в городе ${t(city.title)}` : `Where to buy in ${t(city.title)}`,
        description:
          locale === 'ru'
            ? `Дистрибьюторы и дилеры ${brand.ru} в городе ${t(city.title)}: адреса, телефоны, часы работы.`
            : `${brand.en} distributors and dealers in ${t(city.title)}: addresses, phones and opening hours.`,
      };
      seo(`/distributors/city/${city.code}`, locale, cityPage);
      index({
        locale,
        type: 'distributor',
        ref: `city:${city.code}`,
        url: `/distributors/city/${city.code}`,
        title: cityPage.title,
        codes: '',
        section: t(city.region),
        description: cityPage.description,
        body: '',
        picture: null,
        // One of many alike: it answers when its city is asked for, the lists answer "where to buy".
        boost: 0.7,
      });
    });
    [...distributors.distributors]
      .sort((a, b) => t(a.title).localeCompare(t(b.title), locale))
      .forEach((distributor, distributorIndex) => {
        const link = `/distributors/name/${distributor.code}`;
        put(
          'distributor',
          distributor.code,
          locale,
          {
            distributorCode: distributor.code,
            title: t(distributor.title),
            types: distributor.types,
            site: distributor.site,
            logo: null,
            link,
            offices: distributor.offices.map((office) => ({
              cityCode: office.city,
              cityTitle: cityTitle(office.city),
              address: t(office.address),
              phone: office.phone,
              email: office.email,
              hours: formatOpeningHours(office.hours, locale),
              openingHours: office.hours,
              timeZone: cityOf(office.city)?.timeZone,
              coordinates: office.coordinates,
            })),
            description: t(distributor.description),
          },
          { sort: distributorIndex },
        );
        seo(link, locale, { title: t(distributor.title), description: t(distributor.description).slice(0, 160) });
        index({
          locale,
          type: 'distributor',
          ref: distributor.code,
          url: link,
          title: t(distributor.title),
          codes: '',
          section: distributor.offices.map((office) => cityTitle(office.city)).join(', '),
          description: t({ ru: 'Дистрибьютор, где купить', en: 'Distributor, where to buy' }),
          body: `${t(distributor.description)} ${distributor.offices.map((office) => t(office.address)).join('. ')}`,
          picture: null,
          boost: 1,
        });
      });

    // ---- pages -----------------------------------------------------------------------------
    const { pages } = content;
    type Page = (typeof pages.aboutPages)[number];
    const blocks = (page: Page) =>
      page.blocks.map((item) => {
        const title = item.title ? t(item.title) : null;
        switch (item.type) {
          case 'text':
            return { type: item.type, title, html: t(item.html) };
          case 'figures':
            return {
              type: item.type,
              title,
              items: item.items.map((figure) => ({ value: figure.value, label: t(figure.label) })),
            };
          case 'features':
            return { type: item.type, title, items: iconItems(item.items) };
          case 'timeline':
            return {
              type: item.type,
              title,
              items: item.items.map((step) => ({ year: step.year, text: t(step.text) })),
            };
          case 'steps':
            return {
              type: item.type,
              title,
              items: item.items.map((step) => ({ title: t(step.title), text: t(step.text) })),
            };
        }
      });
    const contentPage = (page: Page, breadcrumbs: { title: string; link: string }[]) => ({
      code: page.code,
      title: t(page.title),
      lead: t(page.lead),
      picture: picture(`page-${page.code}`, t(page.title)),
      content: t(page.content),
      blocks: blocks(page),
      updatedAt: page.updatedAt,
      breadcrumbs,
    });
    const pageEntry = (page: Page, path: string, kind: string, data: unknown, code = page.code) => {
      put(kind, code, locale, data);
      seo(path, locale, {
        title: t(page.seoTitle),
        description: t(page.seoDescription),
        image: picture(`page-${page.code}`, t(page.title)),
      });
      index({
        locale,
        type: 'page',
        ref: `${kind}:${page.code}`,
        url: path,
        title: t(page.title),
        codes: '',
        section: '',
        description: t(page.lead),
        body: plainText(t(page.content)),
        picture: null,
        boost: 1,
      });
    };
    const servicesCrumb = { title: t(pages.services.title), link: '/services' };
    const serviceCards = pages.services.items.map((service) => ({
      code: service.code,
      name: t(service.title),
      preview: t(service.preview),
      icon: assets.icon(service.icon),
      picture: picture(`page-${service.code}`, t(service.title)),
      link: `/services/${service.code}`,
      hasTool: service.hasTool,
    }));
    put('services', 'main', locale, {
      title: t(pages.services.title),
      lead: t(pages.services.lead),
      items: serviceCards,
    });
    pages.services.items.forEach((service) => {
      pageEntry(service, `/services/${service.code}`, 'service', {
        ...contentPage(service, [servicesCrumb]),
        hasTool: service.hasTool,
        related: serviceCards.filter((card) => card.code !== service.code).slice(0, 3),
      });
    });
    const aboutCrumb = { title: t(pages.about.title), link: '/about' };
    pageEntry(
      pages.about,
      '/about',
      'about',
      {
        ...contentPage(pages.about, []),
        sections: pages.aboutPages.map((page) => ({
          code: page.code,
          title: t(page.title),
          link: `/about/${page.code}`,
        })),
      },
      'main',
    );
    for (const page of pages.aboutPages)
      pageEntry(page, `/about/${page.code}`, 'about-page', contentPage(page, [aboutCrumb]));
    for (const page of pages.templatePages)
      pageEntry(page, `/page/${page.code}`, 'template-page', contentPage(page, []));

    // ---- catalogue: SEO and search (the rows themselves live in the catalogue tables) -----------
    const sectionName = (code: string) => {
      for (const section of catalog.sections) {
        if (section.code === code) return t(section.name);
        const child = section.children.find((candidate) => candidate.code === code);
        if (child) return t(child.name);
      }
      return '';
    };
    // A catalogue section is found by its name and by the names of its series.
    const seriesIn = (code: string) =>
      catalog.series
        .filter((series) => series.section.includes(code))
        .map((series) => series.name)
        .join(', ');
    const catalogLabel = t({ ru: 'Каталог', en: 'Catalogue' });
    for (const section of catalog.sections) {
      const sectionPicture = picture(`catalog-${section.code}`, t(section.name));
      seo(`/catalog/${section.code}`, locale, {
        title: t(section.name),
        description: t(section.preview),
        image: sectionPicture,
      });
      index({
        locale,
        type: 'section',
        ref: `catalog:${section.code}`,
        url: `/catalog/${section.code}`,
        title: t(section.name),
        codes: '',
        section: catalogLabel,
        description: t(section.preview),
        body: `${section.children.map((child) => t(child.name)).join(', ')}. ${seriesIn(section.code)}`,
        picture: sectionPicture,
        boost: 1.4,
      });
      for (const child of section.children) {
        const childPicture = picture(`catalog-${child.code}`, t(child.name));
        seo(`/catalog/${section.code}/${child.code}`, locale, {
          title: `${t(child.name)} — ${t(section.name)}`,
          description: t(child.preview),
          image: childPicture,
        });
        index({
          locale,
          type: 'section',
          ref: `catalog:${section.code}/${child.code}`,
          url: `/catalog/${section.code}/${child.code}`,
          title: t(child.name),
          codes: '',
          section: `${catalogLabel}. ${t(section.name)}`,
          description: t(child.preview),
          body: seriesIn(child.code),
          picture: childPicture,
          boost: 1.4,
        });
      }
    }
    for (const series of catalog.series) {
      const seriesPicture = picture(`series-${series.gnkCode}`, series.name);
      const section = sectionName(series.section[series.section.length - 1] ?? '');
      const sections = series.section.map(sectionName).join('. ');
      const models = assets.models.filter((model) => model.gnkCode === series.gnkCode);
      seo(`/product/${series.gnkCode}`, locale, {
        title: `${series.name} — ${section}`,
        description: t(series.preview),
        image: seriesPicture,
        type: 'product',
      });
      index({
        locale,
        type: 'series',
        ref: series.gnkCode,
        url: `/product/${series.gnkCode}`,
        title: series.name,
        codes: codeVariants([series.gnkCode, series.name]),
        section: sections,
        description: `${t(series.preview)} ${series.features.map(t).join('. ')}`,
        body: plainText(t(series.description)),
        picture: seriesPicture,
        boost: 1.5,
      });
      for (const model of models) {
        const link = `/product/${series.gnkCode}/${model.nkCode}`;
        seo(link, locale, {
          title: `${model.name} — ${section}`,
          description: t(model.description),
          image: seriesPicture,
          type: 'product',
        });
        index({
          locale,
          type: 'model',
          ref: model.nkCode,
          url: link,
          title: model.name,
          codes: codeVariants([model.nkCode, model.name]),
          section: `${series.name}. ${sections}`,
          description: t(model.description),
          body: '',
          picture: seriesPicture ? { ...seriesPicture, alt: model.name } : null,
          boost: model.archived ? 0.6 : 1.1,
        });
      }
    }
  }

  // Solution products need series cards, which only the catalogue tables hold: the seed fills them later.
  return { rows, search };
}

/** A code as written, split, and compacted: `LINEA 36/840` → `linea 36 840 linea36840`. */
function codeVariants(codes: string[]): string {
  const variants = new Set<string>();
  for (const code of codes) {
    const lower = code.toLowerCase();
    variants.add(lower.replace(/[^a-zа-яё0-9]+/g, ' ').trim());
    variants.add(lower.replace(/[^a-zа-яё0-9]/g, ''));
  }
  return [...variants].join(' ');
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

export const catalogSectionIcons: Record<string, string> = {
  office: 'building-2',
  industrial: 'factory',
  street: 'lamp-floor',
  'explosion-proof': 'flame',
  emergency: 'siren',
  architectural: 'landmark',
  controls: 'sliders-horizontal',
};
