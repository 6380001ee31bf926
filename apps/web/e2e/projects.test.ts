import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { graphql } from '@/app/graphql/generated';
import { violations } from './support/axe';
import { askBff, narrowTo } from './support/bff';
import {
  collectErrors,
  desktop,
  followRequests,
  phone,
  sharedBrowser,
  sharedTabs,
  viewports,
  visit,
  waitForHydration,
  type ViewportName,
} from './support/browser';
import { pathIn, type Locale } from './support/frame';
import { get } from './support/http';
import { useSiteWithUpstreamDown } from './support/site';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

// The seeded portfolio (apps/content-api's seed): read through the site's own BFF, so the pages are
// checked against the data they are built from rather than against copied strings.
const section = 'industry';
const project = { section: 'industry', element: 'okskaya-mechanics-assembly' };
const projectPath = `/project/${project.section}/${project.element}`;

const PortfolioContent = graphql(`
  query E2ePortfolioContent($sectionPath: String!) {
    portfolio {
      sections {
        code
        name
        items {
          code
          title
          link
        }
      }
    }
    all: seo(path: "/projects") {
      __typename
      ... on SeoPage {
        title
        description
      }
    }
    one: seo(path: $sectionPath) {
      __typename
      ... on SeoPage {
        title
        description
      }
    }
  }
`);

const ProjectContent = graphql(`
  query E2eProjectContent($section: String!, $element: String!) {
    project(sectionCode: $section, elementCode: $element) {
      __typename
      ... on Project {
        mainInfo {
          title
          location
          year
          client
          area
          description
        }
        gallery {
          small {
            src
          }
          medium {
            src
          }
          large {
            src
          }
        }
        products {
          gnkCode
          name
          link
        }
        breadcrumbs {
          title
          link
        }
      }
    }
    projectSeo(sectionCode: $section, code: $element) {
      __typename
      ... on SeoPage {
        title
        description
      }
    }
  }
`);

/** The portfolio, and the project this spec opens, with their pages' metadata, in a language. */
async function readContent(locale: Locale) {
  const listed = await askBff(locale, PortfolioContent, { sectionPath: `/projects/${section}` });
  const shown = await askBff(locale, ProjectContent, project);
  return {
    portfolio: {
      portfolio: listed.portfolio,
      all: narrowTo(listed.all, 'SeoPage'),
      one: narrowTo(listed.one, 'SeoPage'),
    },
    project: { project: narrowTo(shown.project, 'Project'), projectSeo: narrowTo(shown.projectSeo, 'SeoPage') },
  };
}

const data = {} as Record<Locale, Awaited<ReturnType<typeof readContent>>>;
beforeAll(async () => {
  for (const locale of ['ru', 'en'] as const) data[locale] = await readContent(locale);
  // The seed this spec relies on is there.
  expect(data.ru.portfolio.portfolio.sections.length).toBeGreaterThan(2);
});

const text = async (page: Page, selector: string) => (await page.locator(selector).first().innerText()).trim();
/** The portfolio grid: the masonry list inside the page. */
const gridItems = (page: Page) => page.locator('main ul[aria-label] > li:has(article)');
const tabs = (page: Page) => page.locator('main nav[aria-label] a');

describe('portfolio list, server-rendered', () => {
  it.each(['ru', 'en'] as const)(
    '/projects answers 200 with every project and the section tabs (%s)',
    async (locale) => {
      const { portfolio, all } = data[locale].portfolio;
      const response = await fetch(`${site}${pathIn(locale, '/projects')}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
      expect(html).toContain(`<title>${all.title}</title>`);
      expect(html).toContain(`<meta name="description" content="${all.description}">`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${locale === 'ru' ? 'Проекты' : 'Projects'}</h1>`));
      // Every project is linked, in the page's language.
      for (const item of portfolio.sections.flatMap((entry) => entry.items)) {
        expect(html).toContain(`href="${pathIn(locale, item.link)}"`);
      }
      // "All projects" and each section, with its count.
      const total = portfolio.sections.reduce((sum, entry) => sum + entry.items.length, 0);
      expect(html).toMatch(
        new RegExp(
          `href="${pathIn(locale, '/projects')}" aria-current="page"[^>]*><span>${locale === 'ru' ? 'Все проекты' : 'All projects'}</span><span[^>]*>${total}</span>`,
        ),
      );
      for (const entry of portfolio.sections) {
        expect(html).toContain(
          `href="${pathIn(locale, `/projects/${entry.code}`)}" keep-scroll-position=""><span>${entry.name}</span><span`,
        );
      }
    },
  );

  it.each(['ru', 'en'] as const)(
    'a section page answers 200 with that section alone, its tab marked (%s)',
    async (locale) => {
      const { portfolio, one } = data[locale].portfolio;
      const current = portfolio.sections.find((entry) => entry.code === section);
      expect(current).toBeDefined();
      const page = await tab({ viewport: desktop });
      const errors = collectErrors(page);
      const navigation = await page.goto(`${site}${pathIn(locale, `/projects/${section}`)}`);
      expect(navigation?.status()).toBe(200);
      await waitForHydration(page);
      expect(await text(page, 'h1')).toBe(current?.name);
      expect(await page.title()).toBe(one.title);
      const links = await gridItems(page)
        .locator('a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(links).toEqual(current?.items.map((item) => pathIn(locale, item.link)));
      const marked = page.locator('main nav a[aria-current="page"]');
      expect(await marked.count()).toBe(1);
      expect(await marked.getAttribute('href')).toBe(pathIn(locale, `/projects/${section}`));
      expect(errors).toEqual([]);
    },
  );

  it.each([['/projects/no-such-section'], ['/en/projects/no-such-section'], ['/projects/industry/extra-level']])(
    '%s answers 404 with the not-found page',
    async (path) => {
      const response = await get(`${site}${path}`);
      expect(response.status).toBe(404);
      const html = response.body.toString('utf8');
      expect(html).toContain(path.startsWith('/en') ? 'Page not found' : 'Страница не найдена');
      expect(html).toContain('<meta name="robots" content="noindex">');
    },
  );
});

describe('section switcher', () => {
  it.each(['ru', 'en'] as const)('switches sections, marking the current tab (%s)', async (locale) => {
    const { portfolio } = data[locale].portfolio;
    const target = portfolio.sections[1];
    if (!target) throw new Error('the seed has a second section');
    const page = await tab({ viewport: desktop });
    const errors = collectErrors(page);
    await visit(page, `${site}${pathIn(locale, '/projects')}`);
    const total = portfolio.sections.reduce((sum, entry) => sum + entry.items.length, 0);
    expect(await gridItems(page).count()).toBe(total);

    await tabs(page).filter({ hasText: target.name }).click();
    await page.waitForURL(`${site}${pathIn(locale, `/projects/${target.code}`)}`);
    await expect.poll(() => text(page, 'h1')).toBe(target.name);
    expect(await gridItems(page).count()).toBe(target.items.length);
    expect(await page.locator('main nav a[aria-current="page"]').innerText()).toContain(target.name);

    await tabs(page).first().click();
    await page.waitForURL(`${site}${pathIn(locale, '/projects')}`);
    await expect.poll(() => gridItems(page).count()).toBe(total);
    expect(await page.locator('main nav a[aria-current="page"]').getAttribute('href')).toBe(
      pathIn(locale, '/projects'),
    );
    expect(errors).toEqual([]);
  });
});

describe('masonry', () => {
  it.each([
    [1440, 3],
    [1220, 3],
    [1024, 2],
    [768, 2],
    [375, 1],
  ])('at %i px the projects are laid out in %i columns', async (width, columns) => {
    const page = await tab({ viewport: { width, height: 900 } });
    await visit(page, `${site}/projects`);
    const lefts = await gridItems(page).evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size).toBe(columns);
    // 20 px between columns.
    if (columns > 1) {
      const { first, second } = await gridItems(page).evaluateAll((items) => {
        const boxes = items.map((item) => item.getBoundingClientRect());
        const left = Math.min(...boxes.map((box) => box.left));
        const firstColumn = boxes.find((box) => Math.round(box.left) === Math.round(left));
        const next = boxes.filter((box) => box.left > left + 1).sort((a, b) => a.left - b.left)[0];
        return { first: firstColumn?.right ?? 0, second: next?.left ?? 0 };
      });
      expect(Math.round(second - first)).toBe(20);
    }
  });
});

describe('project page', () => {
  it.each(['ru', 'en'] as const)(
    'answers 200 with its title, facts, content and structured data (%s)',
    async (locale) => {
      const { project: answer, projectSeo } = data[locale].project;
      const { mainInfo } = answer;
      const response = await fetch(`${site}${pathIn(locale, projectPath)}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${projectSeo.title}</title>`);

      const page = await tab({ viewport: desktop });
      const errors = collectErrors(page);
      await visit(page, `${site}${pathIn(locale, projectPath)}`);
      expect(await text(page, 'h1')).toBe(mainInfo.title);
      expect(await page.title()).toBe(projectSeo.title);
      const facts = await page.locator('main header dl').innerText();
      for (const value of [mainInfo.location, String(mainInfo.year), mainInfo.client ?? '', mainInfo.area ?? ''])
        expect(facts).toContain(value);
      expect(await text(page, 'main header h1 + p')).toBe(mainInfo.description);
      // The content's own headings, under the page's outline.
      expect(await page.locator('section[aria-labelledby="project-about"] h3').count()).toBeGreaterThan(0);
      // The trail: the portfolio, the section, the project.
      const trail = await page.locator('main nav[aria-label] li').allInnerTexts();
      expect(trail.map((crumb) => crumb.trim())).toEqual([
        locale === 'ru' ? 'Проекты' : 'Projects',
        ...answer.breadcrumbs.map((crumb) => crumb.title),
        mainInfo.title,
      ]);
      // schema.org: the project and its breadcrumb trail.
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (json) => JSON.parse(json) as Record<string, unknown>,
      );
      expect(jsonLd.map((entry) => entry['@type'])).toEqual(['CreativeWork', 'BreadcrumbList']);
      expect(jsonLd[0]).toMatchObject({
        name: mainInfo.title,
        url: `${site}${pathIn(locale, projectPath)}`,
        inLanguage: locale,
        dateCreated: String(mainInfo.year),
      });
      expect(errors).toEqual([]);
    },
  );

  it.each([
    ['/project/industry/no-such-project'],
    ['/en/project/industry/no-such-project'],
    // A real project under the wrong section does not exist there.
    ['/project/logistics/okskaya-mechanics-assembly'],
    ['/project/no-such-section/okskaya-mechanics-assembly'],
  ])('%s answers 404 with the not-found page', async (path) => {
    const response = await get(`${site}${path}`);
    expect(response.status).toBe(404);
    expect(response.body.toString('utf8')).toContain(path.startsWith('/en') ? 'Page not found' : 'Страница не найдена');
  });

  it.each(['ru', 'en'] as const)('shows only complete gallery pictures, each at three widths (%s)', async (locale) => {
    const { gallery, mainInfo } = data[locale].project.project;
    const complete = gallery.filter((picture) => picture.small && picture.medium && picture.large);
    expect(complete.length).toBeGreaterThan(0);
    const page = await tab({ viewport: phone });
    await visit(page, `${site}${pathIn(locale, projectPath)}`);
    const images = page.locator(`ul[aria-label="${locale === 'ru' ? 'Фотографии' : 'Photos'}: ${mainInfo.title}"] img`);
    expect(await images.count()).toBe(complete.length);
    const sources = await images.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('srcset') ?? ''),
    );
    sources.forEach((srcset, index) => {
      const picture = complete[index];
      expect(srcset).toBe(
        `${picture?.small?.src ?? ''} 375w, ${picture?.medium?.src ?? ''} 768w, ${picture?.large?.src ?? ''} 1440w`,
      );
    });
  });

  it.each(['ru', 'en'] as const)('links the series used to their catalogue pages (%s)', async (locale) => {
    const { products } = data[locale].project.project;
    expect(products.length).toBeGreaterThan(0);
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}${pathIn(locale, projectPath)}`);
    const list = page.locator('section[aria-labelledby="project-products"]');
    expect(await text(page, '#project-products')).toBe(locale === 'ru' ? 'Применённые серии' : 'Series used');
    const links = await list
      .locator('a')
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.getAttribute('href'), anchor.textContent.trim()]));
    expect(links).toEqual(products.map((product) => [pathIn(locale, `/product/${product.gnkCode}`), product.name]));
  });

  it('suggests other projects of the same section, never the project itself', async () => {
    const items = data.ru.portfolio.portfolio.sections.find((entry) => entry.code === project.section)?.items ?? [];
    const page = await tab({ viewport: desktop });
    await visit(page, `${site}${projectPath}`);
    const more = page.locator('section[aria-labelledby="project-more"]');
    const links = await more
      .locator('article a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual(
      items
        .filter((item) => item.code !== project.element)
        .slice(0, 3)
        .map((item) => item.link),
    );
    expect(await more.locator('a', { hasText: 'Все проекты раздела' }).getAttribute('href')).toBe(
      `/projects/${project.section}`,
    );
  });
});

describe('back link', () => {
  it.each(['ru', 'en'] as const)('returns to the exact list the visitor came from (%s)', async (locale) => {
    const page = await tab({ viewport: desktop });
    const errors = collectErrors(page);
    await visit(page, `${site}${pathIn(locale, `/projects/${section}`)}`);
    await page
      .locator(`main a[href="${pathIn(locale, projectPath)}"]`)
      .first()
      .click();
    await page.waitForURL(`${site}${pathIn(locale, projectPath)}`);
    await expect.poll(() => text(page, 'h1')).toBe(data[locale].project.project.mainInfo.title);
    const back = page.locator('main a', { hasText: locale === 'ru' ? 'Портфолио' : 'Portfolio' }).first();
    // The link follows the tab's route history once the page's script has read it.
    await expect.poll(() => back.getAttribute('href')).toBe(pathIn(locale, `/projects/${section}`));
    await back.click();
    await page.waitForURL(`${site}${pathIn(locale, `/projects/${section}`)}`);
    await expect
      .poll(() => page.locator('main nav a[aria-current="page"]').getAttribute('href'))
      .toBe(pathIn(locale, `/projects/${section}`));
    expect(errors).toEqual([]);
  });

  it('leads to the whole portfolio when the visitor arrived at the project directly', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/en${projectPath}`);
    expect(await page.locator('main a', { hasText: 'Portfolio' }).first().getAttribute('href')).toBe('/en/projects');
  });
});

describe('hydration', () => {
  const paths = ['/projects', `/projects/${section}`, projectPath].flatMap((path) => [path, pathIn('en', path)]);
  it.each(paths)('%s hydrates without console or page errors', async (path) => {
    const page = await tab({ viewport: phone });
    const errors = collectErrors(page);
    const requests = followRequests(page);
    await page.goto(`${site}${path}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await requests.settled();
    expect(errors).toEqual([]);
  });
});

describe('axe-core', () => {
  const paths = ['/projects', `/projects/${section}`, projectPath].flatMap((path) => [path, pathIn('en', path)]);
  const cases = paths.flatMap((path) =>
    (Object.keys(viewports) as ViewportName[]).map((viewport) => [path, viewport] as const),
  );
  it.each(cases)('finds no violations on %s at %s size', async (path, viewport) => {
    const page = await tab({ viewport: viewports[viewport] });
    await visit(page, `${site}${path}`);
    expect(await violations(page)).toEqual([]);
  });
});

describe('with the content API down', () => {
  const down = useSiteWithUpstreamDown();

  it.each(['/projects', `/en/projects/${section}`, projectPath])(
    '%s still renders, empty, rather than crash or claim not-found',
    async (path) => {
      const response = await get(`${down.url}${path}`);
      expect(response.status).toBe(200);
      const page = await tab({ viewport: phone });
      const errors = collectErrors(page);
      await visit(page, `${down.url}${path}`);
      expect(page.url()).toBe(`${down.url}${path}`);
      expect((await text(page, 'h1')).length).toBeGreaterThan(0);
      expect(await gridItems(page).count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});
