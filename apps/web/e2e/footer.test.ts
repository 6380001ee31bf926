import { describe, expect, inject, it } from 'vitest';
import { collectErrors, desktop, openPage, phone, sharedBrowser, sharedTabs, visit } from './support/browser';
import { frame } from './support/frame';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

describe('the footer', () => {
  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)(
    'loads the social marks only as it nears the viewport, then shows every one (%s)',
    async (_name, viewport) => {
      const { context, page } = await openPage(browser(), { viewport });
      const errors = collectErrors(page);
      const marksFetched: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/.+\.svg$/.test(request.url())) marksFetched.push(request.url());
      });
      await visit(page, `${site}/`);
      const socials = frame(page).footer.locator('a[target="_blank"][aria-label]');
      expect(await socials.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual([
        'ВКонтакте',
        'YouTube',
        'Telegram',
      ]);
      expect(marksFetched).toEqual([]);

      await frame(page).footer.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          socials
            .locator('img')
            .evaluateAll((marks) =>
              marks.every((mark) => (mark as HTMLImageElement).complete && (mark as HTMLImageElement).naturalWidth > 0),
            ),
        )
        .toBe(true);
      expect(marksFetched).toHaveLength(3);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('turns a mark white with its ring on hover, like the footer links', async () => {
    const page = await tab({ viewport: desktop });
    // The cookie notice, once shown, would lie over the footer.
    await page.context().addCookies([{ name: 'cookieAgree', value: 'true', url: site }]);
    await visit(page, `${site}/`);
    const telegram = frame(page).footer.getByRole('link', { name: 'Telegram' });
    await telegram.scrollIntoViewIfNeeded();
    expect(await telegram.locator('img').evaluate((mark) => getComputedStyle(mark).filter)).toBe('none');
    await telegram.hover();
    await expect
      .poll(() => telegram.locator('img').evaluate((mark) => getComputedStyle(mark).filter))
      .toBe('brightness(0) invert(1)');
    expect(await telegram.evaluate((link) => getComputedStyle(link).borderColor)).toBe('rgb(255, 255, 255)');
  });
});
