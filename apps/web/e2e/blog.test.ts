import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { graphql } from '@/app/graphql/generated';
import { violations } from './support/axe';
import { askBff, narrowTo } from './support/bff';
import {
  collectErrors,
  desktop,
  followRequests,
  openPage,
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
import { announcedToasts, toastTexts } from './support/toasts';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);
/** The blog's page size (pages/blog/+data.ts). */
const pageSize = 12;

const BlogContent = graphql(`
  query E2eBlogContent($category: String!, $page: Int!, $limit: Int!) {
    blogTabs {
      code
      name
      count
    }
    all: blogList(queryType: "all", page: $page, limit: $limit) {
      items {
        name
        category
        code
        likes
        blogItemUrl
      }
      pagination {
        total
        totalPages
      }
    }
    one: blogList(queryType: $category, page: 1, limit: $limit) {
      items {
        blogItemUrl
      }
    }
  }
`);

const BlogItemContent = graphql(`
  query E2eBlogItemContent($category: String!, $code: String!) {
    blogItem(category: $category, code: $code) {
      __typename
      ... on BlogItem {
        name
        categoryName
        date
        likes
        author {
          name
        }
        related {
          blogItemUrl
        }
      }
    }
    blogSeo(code: $code) {
      __typename
      ... on SeoPage {
        title
        description
      }
    }
  }
`);

async function readContent(locale: Locale, page = 1) {
  const answer = await askBff(locale, BlogContent, { category: 'technology', page, limit: pageSize });
  return answer;
}

let first: Awaited<ReturnType<typeof readContent>>;
let item: { category: string; code: string; path: string };
beforeAll(async () => {
  first = await readContent('ru');
  // The seed this spec relies on: several categories, more than one page of items.
  expect(first.blogTabs.length).toBeGreaterThan(3);
  expect(first.all.pagination.totalPages).toBeGreaterThan(1);
  const newest = first.all.items[0];
  if (!newest) throw new Error('the seed has blog items');
  item = { category: newest.category, code: newest.code, path: newest.blogItemUrl };
});

const text = async (page: Page, selector: string) => (await page.locator(selector).first().innerText()).trim();
const cardLinks = (page: Page) =>
  page
    .locator('main ul[aria-label] > li article h2 a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));

describe('blog list, server-rendered', () => {
  it.each(['ru', 'en'] as const)(
    '/blog answers 200 with the newest items, the tabs and the pages (%s)',
    async (locale) => {
      const content = locale === 'ru' ? first : await readContent(locale);
      const response = await fetch(`${site}${pathIn(locale, '/blog')}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${locale === 'ru' ? 'Блог' : 'Blog'}</h1>`));
      for (const entry of content.all.items) expect(html).toContain(`href="${pathIn(locale, entry.blogItemUrl)}"`);
      // "All articles" with the whole count, then each category with its own.
      expect(html).toMatch(
        new RegExp(
          `href="${pathIn(locale, '/blog')}" aria-current="page"[^>]*><span>${locale === 'ru' ? 'Все статьи' : 'All articles'}</span><span[^>]*>${content.all.pagination.total}</span>`,
        ),
      );
      for (const tab of content.blogTabs.filter((entry) => entry.code !== 'all')) {
        expect(html).toContain(
          `href="${pathIn(locale, `/blog/${tab.code}`)}" keep-scroll-position=""><span>${tab.name}</span>`,
        );
      }
      expect(html).toContain(`href="${pathIn(locale, '/blog')}?page=2" rel="next"`);
    },
  );

  it('a later page shows the next items, reached by its link and by the URL alone', async () => {
    const second = await readContent('ru', 2);
    const page = await tab({ viewport: desktop });
    const errors = collectErrors(page);
    await visit(page, `${site}/blog`);
    expect(await cardLinks(page)).toEqual(first.all.items.map((entry) => entry.blogItemUrl));
    await page.locator('main nav a[rel="next"]').click();
    await page.waitForURL(`${site}/blog?page=2`);
    await expect.poll(() => cardLinks(page)).toEqual(second.all.items.map((entry) => entry.blogItemUrl));
    expect(await page.locator('main nav a[aria-current="page"]').last().innerText()).toBe('2');
    await page.goBack();
    await page.waitForURL(`${site}/blog`);
    await expect.poll(() => cardLinks(page)).toEqual(first.all.items.map((entry) => entry.blogItemUrl));
    expect(errors).toEqual([]);
  });

  it('a category page lists that category alone, its tab marked', async () => {
    const category = first.blogTabs.find((entry) => entry.code === 'technology');
    const page = await tab({ viewport: desktop });
    const response = await page.goto(`${site}/blog/technology`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await text(page, 'h1')).toBe(category?.name);
    expect(await cardLinks(page)).toEqual(first.one.items.map((entry) => entry.blogItemUrl));
    expect(await page.locator('main nav a[aria-current="page"]').first().getAttribute('href')).toBe('/blog/technology');
  });

  it.each([
    ['/blog/no-such-category'],
    ['/en/blog/no-such-category'],
    ['/blog/all'],
    ['/blog?page=99'],
    ['/blog/technology?page=9'],
  ])('%s answers 404 with the not-found page', async (path) => {
    const response = await get(`${site}${path}`);
    expect(response.status).toBe(404);
    expect(response.body.toString('utf8')).toContain(path.startsWith('/en') ? 'Page not found' : 'Страница не найдена');
  });

  it.each([
    [1440, 3],
    [768, 2],
    [375, 1],
  ])('at %i px the cards stand in %i masonry columns, 20 px apart', async (width, columns) => {
    const page = await tab({ viewport: { width, height: 900 } });
    await visit(page, `${site}/blog`);
    const boxes = await page
      .locator('main ul[aria-label] > li:has(article)')
      .evaluateAll((items) => items.map((entry) => entry.getBoundingClientRect().toJSON() as DOMRect));
    const lefts = [...new Set(boxes.map((box) => Math.round(box.left)))].sort((a, b) => a - b);
    expect(lefts).toHaveLength(columns);
    if (columns > 1) {
      const firstRight = Math.round(boxes.find((box) => Math.round(box.left) === lefts[0])?.right ?? 0);
      expect((lefts[1] ?? 0) - firstRight).toBe(20);
    }
  });
});

describe('feed', () => {
  it.each(['ru', 'en'] as const)('the blog feed is RSS 2.0 of the newest items (%s)', async (locale) => {
    const response = await fetch(`${site}${pathIn(locale, '/feeds/blog.xml')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    const content = locale === 'ru' ? first : await readContent(locale);
    expect(links.slice(0, pageSize)).toEqual(
      content.all.items.map((entry) => `${site}${pathIn(locale, entry.blogItemUrl)}`),
    );
    const page = await (await fetch(`${site}${pathIn(locale, item.path)}`)).text();
    expect(page).toContain(`href="${site}${pathIn(locale, '/feeds/blog.xml')}">`);
  });
});

describe('blog item', () => {
  it.each(['ru', 'en'] as const)(
    'answers 200 with its SEO title, article metadata and structured data (%s)',
    async (locale) => {
      const answer = await askBff(locale, BlogItemContent, { category: item.category, code: item.code });
      const blogItem = narrowTo(answer.blogItem, 'BlogItem');
      const seo = narrowTo(answer.blogSeo, 'SeoPage');
      const response = await fetch(`${site}${pathIn(locale, item.path)}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${seo.title}</title>`);
      expect(html).toContain(`<meta name="description" content="${seo.description}">`);
      expect(html).toContain('<meta property="og:type" content="article">');
      expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}/);

      const page = await tab({ viewport: desktop });
      const errors = collectErrors(page);
      await visit(page, `${site}${pathIn(locale, item.path)}`);
      expect(await text(page, 'h1')).toBe(blogItem.name);
      const trail = await page.locator('main nav[aria-label] li').allInnerTexts();
      expect(trail.map((crumb) => crumb.trim())).toEqual([
        locale === 'ru' ? 'Блог' : 'Blog',
        blogItem.categoryName,
        blogItem.name,
      ]);
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (json) => JSON.parse(json) as Record<string, unknown>,
      );
      expect(jsonLd.map((entry) => entry['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
      expect(jsonLd[0]).toMatchObject({
        headline: blogItem.name,
        url: `${site}${pathIn(locale, item.path)}`,
        datePublished: blogItem.date,
        articleSection: blogItem.categoryName,
        inLanguage: locale,
        author: { '@type': 'Person', name: blogItem.author?.name },
        publisher: { '@type': 'Organization' },
      });
      // Other items of the category, never the item itself.
      const related = await page
        .locator('section[aria-labelledby="blog-related"] article a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(related).toEqual(blogItem.related.map((entry) => pathIn(locale, entry.blogItemUrl)));
      expect(related).not.toContain(pathIn(locale, item.path));
      expect(errors).toEqual([]);
    },
  );

  it.each([
    ['/blog/technology/no-such-item'],
    ['/en/blog/technology/no-such-item'],
    ['/blog/technology/no-such-item/deeper'],
  ])('%s answers 404 with the not-found page', async (path) => {
    const response = await get(`${site}${path}`);
    expect(response.status).toBe(404);
  });

  it('an item under another category than its own answers 404', async () => {
    const other = first.blogTabs.find((entry) => entry.code !== 'all' && entry.code !== item.category);
    const response = await get(`${site}/blog/${other?.code ?? 'x'}/${item.code}`);
    expect(response.status).toBe(404);
  });

  it('the back link returns to the list page the visitor came from', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/blog?page=2`);
    const target = page.locator('main ul[aria-label] article h2 a').first();
    const href = await target.getAttribute('href');
    await target.click();
    await page.waitForURL(`${site}${href ?? ''}`);
    const back = page.locator('main a', { hasText: 'Блог' }).first();
    await expect.poll(() => back.getAttribute('href')).toBe('/blog?page=2');
  });
});

describe('likes (requirements §10)', () => {
  const likeButton = (page: Page) => page.locator('[data-island="like-button"] button');
  const shownCount = async (page: Page) => Number(await likeButton(page).locator('span').last().innerText());

  it('a like counts at once, is kept in local storage under likes.blog, and cannot be undone', async () => {
    const liked = first.all.items[1];
    if (!liked) throw new Error('the seed has a second item');
    const page = await tab({ viewport: desktop });
    const errors = collectErrors(page);
    await visit(page, `${site}${liked.blogItemUrl}`);
    const before = await shownCount(page);
    expect(await likeButton(page).getAttribute('aria-pressed')).toBe('false');
    const recorded = page.waitForResponse((response) => response.url().endsWith('/graphql'));
    await likeButton(page).click();
    expect(await shownCount(page)).toBe(before + 1);
    expect(await likeButton(page).getAttribute('aria-pressed')).toBe('true');
    // The content API counted it: the mutation answers the new count.
    const answered = (await (await recorded).json()) as { data?: { likeBlogItem?: { likes: number | null } } };
    expect(answered.data?.likeBlogItem?.likes).toBe(before + 1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('likes.blog') ?? '{}') as object);
    expect(stored).toEqual({ [liked.blogItemUrl]: before + 1 });
    // No unlike, no second like.
    await likeButton(page).click();
    expect(await shownCount(page)).toBe(before + 1);
    // Still liked after a reload (even if the page came from a cache made before the like).
    await visit(page, `${site}/en${liked.blogItemUrl}`);
    expect(await likeButton(page).getAttribute('aria-pressed')).toBe('true');
    expect(await shownCount(page)).toBeGreaterThanOrEqual(before + 1);
    expect(errors).toEqual([]);
  });

  it('a like whose call fails still counts, and nothing is shown about the failure', async () => {
    const liked = first.all.items[2];
    if (!liked) throw new Error('the seed has a third item');
    const page = await tab({ viewport: phone });
    await page.route('**/graphql', (route) => route.abort());
    await visit(page, `${site}${liked.blogItemUrl}`);
    const before = await shownCount(page);
    await likeButton(page).click();
    // A tap before the button's code came is replayed once it has.
    await expect.poll(() => shownCount(page)).toBe(before + 1);
    expect(await toastTexts(page)).toEqual([]);
    expect(await announcedToasts(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('likes.blog'))).toContain(liked.blogItemUrl);
  });

  it('a broken likes.blog record counts as nothing liked', async () => {
    const { context, page } = await openPage(browser(), { viewport: desktop });
    await page.addInitScript(() => {
      localStorage.setItem('likes.blog', '{not json');
    });
    await visit(page, `${site}${item.path}`);
    expect(await likeButton(page).getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});

// One page of each kind (the seed's), in both languages.
const pagePaths = ['/blog', '/blog/technology', '/blog/technology/kak-chitat-ies-fajl'].flatMap((path) => [
  path,
  pathIn('en', path),
]);

describe('hydration', () => {
  it.each(pagePaths)('%s hydrates without console or page errors', async (path) => {
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
  const cases = pagePaths.flatMap((path) =>
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

  it.each(['/blog', '/en/blog/technology', '/blog/technology/some-item'])(
    '%s still renders, empty, rather than crash or claim not-found',
    async (path) => {
      const response = await get(`${down.url}${path}`);
      expect(response.status).toBe(200);
      const page = await tab({ viewport: phone });
      const errors = collectErrors(page);
      await visit(page, `${down.url}${path}`);
      expect((await text(page, 'h1')).length).toBeGreaterThan(0);
      expect(await page.locator('main article h2 a').count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});
