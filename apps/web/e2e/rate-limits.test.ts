import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
import { desktop, openPage, sharedBrowser, waitForHydrated } from './support/browser';
import { violations } from './support/axe';
import { startSite, type RunningSite } from './support/site';
import { print } from 'graphql';

const browser = sharedBrowser();

const E2eRateLimitSubscribe = graphql(`
  mutation E2eRateLimitSubscribe($input: NewsSubscriptionInput!) {
    subscribeToNews(input: $input) {
      __typename
    }
  }
`);

/**
 * Per-visitor limits as a visitor meets them, on a site of its own with every budget at a tenth
 * (one form and twelve searches per window; the suite's shared site runs them at twenty times).
 */
describe('rate limits', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({
      apiUrl: inject('contentApiUrl'),
      apiUsername: inject('contentApiUsername'),
      apiPassword: inject('contentApiPassword'),
      settings: { RATE_LIMIT_SCALE: '0.1' },
    });
  });
  afterAll(async () => {
    await site.close();
  });

  it('answers GraphQL past the budget with 429, Retry-After and RATE_LIMITED', async () => {
    const subscribe = (email: string) =>
      fetch(`${site.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url },
        body: JSON.stringify({ query: print(E2eRateLimitSubscribe), variables: { input: { email, consent: true } } }),
      });
    expect((await subscribe(`limit-a-${String(Date.now())}@example.org`)).status).toBe(200);
    const refused = await subscribe(`limit-b-${String(Date.now())}@example.org`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('RATE_LIMITED');
  });

  it('tells a visitor who submits a form once too often to wait, and keeps what they typed', async () => {
    // The budget is already spent by the test above: the same address.
    for (const javaScriptEnabled of [true, false]) {
      const { context, page } = await openPage(browser(), { viewport: desktop, javaScriptEnabled });
      try {
        await page.goto(`${site.url}/news`);
        if (javaScriptEnabled) await waitForHydrated(page, '#news-subscription-news-email');
        const email = `limit-c-${String(Date.now())}@example.org`;
        await page.locator('#news-subscription-news-email').fill(email);
        await page.locator('#news-subscription-news-consent').check();
        if (javaScriptEnabled) {
          await page.locator('#news-subscription-news button[type="submit"]').click();
          await expect
            .poll(() => page.getByRole('alert').allInnerTexts(), { timeout: 10_000 })
            .toEqual(expect.arrayContaining([expect.stringMatching(/Слишком много отправок подряд/)]));
        } else {
          const [response] = await Promise.all([
            page.waitForResponse((candidate) => candidate.request().method() === 'POST'),
            page.locator('#news-subscription-news button[type="submit"]').click(),
          ]);
          expect(response.status()).toBe(429);
          expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
          await page.waitForLoadState();
          await expect
            .poll(() => page.locator('#news-subscription-news [role="status"]').innerText())
            .toMatch(/Слишком много попыток подряд. Подождите \d+ мин/);
        }
        expect(await page.locator('#news-subscription-news-email').inputValue()).toBe(email);
      } finally {
        await context.close();
      }
    }
  });

  it('answers a burst of searches with the 429 page, in the page’s language, with Retry-After', async () => {
    let refused: Response | undefined;
    for (let index = 0; index < 30 && !refused; index += 1) {
      const response = await fetch(`${site.url}/en/search?query=lamp${String(index)}`);
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(200);
    }
    expect(refused).toBeDefined();
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = (await refused?.text()) ?? '';
    expect(html).toContain('Too many requests');
    expect(html).toMatch(/<html[^>]*lang="en"/);
  });

  it('shows the 429 page, in both languages, with no accessibility violation', async () => {
    const { context, page } = await openPage(browser(), { viewport: desktop });
    try {
      for (const [prefix, heading] of [
        ['', 'Слишком много запросов'],
        ['/en', 'Too many requests'],
      ] as const) {
        let status = 0;
        for (let index = 0; index < 30 && status !== 429; index += 1)
          status = (await page.goto(`${site.url}${prefix}/search?query=axe${String(index)}`))?.status() ?? 0;
        expect(status, prefix).toBe(429);
        await expect.poll(() => page.locator('h1').innerText()).toBe(heading);
        expect(await violations(page), prefix).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});
