import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { violations } from './support/axe';
import {
  collectErrors,
  desktop,
  phone,
  reloadMarker,
  sharedBrowser,
  sharedTabs,
  visit,
  waitForHydrated,
} from './support/browser';
import { useSiteWithUpstreamDown } from './support/site';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

/** An address no earlier run has subscribed (the test database outlives a run). */
let addresses = 0;
const freshAddress = () => `reader-${String(Date.now())}-${String((addresses += 1))}@example.org`;

function subscription(page: Page, placement: 'footer' | 'news') {
  const block = page.locator(`#news-subscription-${placement}`);
  return {
    block,
    email: page.locator(`#news-subscription-${placement}-email`),
    consent: page.locator(`#news-subscription-${placement}-consent`),
    submit: block.locator('button[type="submit"]'),
    status: block.locator('[role="status"]'),
    errorOf: (field: string) => page.locator(`#news-subscription-${placement}-${field}-error`),
  };
}

/** Sends the form as a browser without script does, and resolves with the answer to the POST. */
async function post(page: Page, submit: () => Promise<void>): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) => candidate.request().method() === 'POST' && candidate.request().isNavigationRequest(),
    ),
    submit(),
  ]);
  await page.waitForLoadState();
  return response;
}

/** Whether the element is on screen (the answer brings the visitor back to the form). */
const inViewport = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom > 0;
  });

describe('news subscription without script', () => {
  it('posts to the page it is on, which answers with field messages and keeps what was typed', async () => {
    const page = await tab({ viewport: desktop, javaScriptEnabled: false });
    await page.goto(`${site}/catalog`);
    const form = subscription(page, 'footer');
    const title = await page.locator('h1').innerText();

    const empty = await post(page, () => form.submit.click());
    expect(empty.status()).toBe(422);
    expect(new URL(page.url()).pathname).toBe('/catalog');
    expect(await page.locator('h1').innerText()).toBe(title);
    expect(await form.errorOf('email').innerText()).toBe('Заполните это поле');
    expect(await form.errorOf('consent').innerText()).toBe('Нужно согласие на обработку персональных данных');

    await form.email.fill('reader@');
    await form.consent.check();
    const wrong = await post(page, () => form.submit.click());
    expect(wrong.status()).toBe(422);
    expect(await form.errorOf('email').innerText()).toBe('Укажите e-mail в формате name@example.com');
    expect(await form.email.inputValue()).toBe('reader@');
    expect(await form.consent.isChecked()).toBe(true);
    expect(await form.errorOf('consent').count()).toBe(0);
    expect(await inViewport(page, '#news-subscription-footer')).toBe(true);
  });

  it('subscribes, then tells an address already subscribed, on the page and at the form', async () => {
    const page = await tab({ viewport: phone, javaScriptEnabled: false });
    await page.goto(`${site}/about`);
    const form = subscription(page, 'footer');
    const email = freshAddress();
    await form.email.fill(email);
    await form.consent.check();
    const accepted = await post(page, () => form.submit.click());
    expect(accepted.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await form.status.innerText()).toBe(`Готово: новости будут приходить на ${email}.`);
    expect(await form.email.inputValue()).toBe('');
    expect(await inViewport(page, '#news-subscription-footer [role="status"]')).toBe(true);

    // The same address again, in capitals: the content API keeps addresses in lower case.
    await form.email.fill(email.toUpperCase());
    await form.consent.check();
    const again = await post(page, () => form.submit.click());
    expect(again.status()).toBe(200);
    expect(await form.status.innerText()).toBe(
      `Адрес ${email} уже подписан на новости — подписываться ещё раз не нужно.`,
    );
  });

  it('has its own panel on the news list, in English at /en/news', async () => {
    const page = await tab({ viewport: desktop, javaScriptEnabled: false });
    await page.goto(`${site}/en/news`);
    // The footer leaves the subscription to the list's panel there.
    expect(await page.locator('#news-subscription-footer').count()).toBe(0);
    const form = subscription(page, 'news');
    expect(await form.block.locator('h2').innerText()).toBe('News by e-mail');
    const email = freshAddress();
    await form.email.fill(email);
    await form.consent.check();
    const accepted = await post(page, () => form.submit.click());
    expect(accepted.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/en/news');
    expect(await form.status.innerText()).toBe(`Done: our news will come to ${email}.`);
  });

  it('refuses a post from another site, and sends anything else posted to a page back to it', async () => {
    const body = new URLSearchParams({ form: 'news-subscription', email: freshAddress(), consent: 'on' });
    const crossSite = await fetch(`${site}/news`, {
      method: 'POST',
      body,
      headers: { origin: 'https://elsewhere.example' },
      redirect: 'manual',
    });
    expect(crossSite.status).toBe(403);

    const other = await fetch(`${site}/news?page=2`, {
      method: 'POST',
      body: new URLSearchParams({ form: 'something-else' }),
      redirect: 'manual',
    });
    expect(other.status).toBe(303);
    expect(other.headers.get('location')).toBe('/news?page=2');
  });
});

describe('news subscription with script', () => {
  it('checks the fields in place, subscribes without leaving the page, and says when it already was', async () => {
    const page = await tab({ viewport: desktop });
    const errors = collectErrors(page);
    await visit(page, `${site}/news`);
    await page.evaluate(reloadMarker.set);
    const form = subscription(page, 'news');
    await form.block.scrollIntoViewIfNeeded();
    await waitForHydrated(page, '#news-subscription-news form');

    await form.email.fill('reader@');
    await form.submit.click();
    await expect.poll(() => form.errorOf('email').innerText()).toBe('Укажите e-mail в формате name@example.com');
    expect(await form.errorOf('consent').innerText()).toBe('Нужно согласие на обработку персональных данных');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('news-subscription-news-email');

    const email = freshAddress();
    await form.email.fill(email);
    await form.consent.check();
    await form.submit.click();
    await page.getByRole('status').filter({ hasText: 'Вы подписаны на новости' }).waitFor();
    await expect.poll(() => form.status.innerText()).toBe(`Готово: новости будут приходить на ${email}.`);
    expect(await form.email.inputValue()).toBe('');

    await form.email.fill(email);
    await form.consent.check();
    await form.submit.click();
    await page.getByRole('status').filter({ hasText: 'Вы уже подписаны' }).waitFor();
    await expect
      .poll(() => form.status.innerText())
      .toBe(`Адрес ${email} уже подписан на новости — подписываться ещё раз не нужно.`);
    // All in place: the page was never loaded again.
    expect(await page.evaluate(reloadMarker.get)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('when the subscription cannot be sent, says so in a toast and keeps the address', async () => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}/catalog`);
    const form = subscription(page, 'footer');
    await form.block.scrollIntoViewIfNeeded();
    await waitForHydrated(page, '#news-subscription-footer form');
    await page.route('**/graphql', (route) => route.abort());
    const email = freshAddress();
    await form.email.fill(email);
    await form.consent.check();
    await form.submit.click();
    await page.getByRole('alert').filter({ hasText: 'Что-то пошло не так...' }).waitFor();
    expect(await form.email.inputValue()).toBe(email);
    expect(await form.consent.isChecked()).toBe(true);
  });

  it.each([
    ['/en/news', 'news'],
    ['/catalog', 'footer'],
  ] as const)('has no accessibility violations on %s, empty or with messages shown', async (path, placement) => {
    const page = await tab({ viewport: phone });
    await visit(page, `${site}${path}`);
    const form = subscription(page, placement);
    await form.block.scrollIntoViewIfNeeded();
    await waitForHydrated(page, `#news-subscription-${placement} form`);
    expect(await violations(page)).toEqual([]);
    await form.submit.click();
    await expect.poll(() => form.errorOf('consent').count()).toBe(1);
    expect(await violations(page)).toEqual([]);
  });
});

describe('news subscription with the content API down', () => {
  const down = useSiteWithUpstreamDown();

  it('answers the form sent without script with the page, a clear message and the address kept', async () => {
    const page = await tab({ viewport: desktop, javaScriptEnabled: false });
    await page.goto(`${down.url}/news`);
    const form = subscription(page, 'news');
    await form.email.fill('reader@example.org');
    await form.consent.check();
    const answer = await post(page, () => form.submit.click());
    expect(answer.status()).toBe(503);
    expect(await form.status.innerText()).toBe(
      'Не получилось оформить подписку. Попробуйте, пожалуйста, позже — адрес остался в форме.',
    );
    expect(await form.email.inputValue()).toBe('reader@example.org');
    expect(await form.consent.isChecked()).toBe(true);
  });
});
