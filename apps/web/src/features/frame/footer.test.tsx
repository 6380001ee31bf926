import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FragmentType } from '@/app/graphql/generated';
import type { FooterFragment as FooterData } from '@/app/graphql/generated/graphql';
import { i18nFor } from '@/app/i18n/i18n';
import type { Locale } from '@/app/i18n/locale';
import { PageLocationProvider } from '@/app/page/page-location';
import type { SubscriptionAnswered } from '@/app/page/posted-subscription';
import { Footer, type FooterFragment } from './footer';

const russian: FooterData = {
  columns: [
    {
      title: 'Компания',
      items: [
        { title: 'О компании', link: '/about' },
        { title: 'Магазин', link: 'https://shop.example.org/' },
      ],
    },
  ],
  phone: '8 800 000-12-09',
  phoneFormatted: '+78000001209',
  phoneDescription: 'Бесплатно по России',
  email: 'info@example.org',
  address: 'Москва, Светлый проезд, 12',
  footerString: '© ООО «Пример»',
  socials: { vk: 'https://vk.com/example', youtube: null, telegramm: 'https://t.me/example', dzen: null },
};

const untranslated: FooterData = {
  columns: [],
  phone: '',
  phoneFormatted: '',
  phoneDescription: '',
  email: '',
  address: '',
  footerString: null,
  socials: { vk: null, youtube: null, telegramm: null, dzen: null },
};

function render(
  locale: Locale,
  footer: FooterData,
  fallback: FooterData | null = null,
  { path = '/', newsSubscription }: { path?: string; newsSubscription?: SubscriptionAnswered } = {},
): string {
  const prefix = locale === 'en' ? '/en' : '';
  return renderToString(
    <PageLocationProvider location={{ locale, logicalPath: path, urlOriginal: `${prefix}${path}` }}>
      <I18nProvider i18n={i18nFor(locale)}>
        <Footer
          footer={footer as FragmentType<typeof FooterFragment>}
          fallback={fallback as FragmentType<typeof FooterFragment> | null}
          newsSubscription={newsSubscription}
        />
      </I18nProvider>
    </PageLocationProvider>,
  );
}

/** Each social link's opening tag and the mark inside it. */
const socialLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*aria-label="[^"]*"[^>]*><img [^>]*>/g)].map((match) => match[0]);

describe('footer', () => {
  it('shows the menu columns, the contacts, and only the social networks that are set, each in a new tab', () => {
    const html = render('ru', russian);
    expect(html).toContain('<a href="/about">О компании</a>');
    expect(html).toContain('<a href="https://shop.example.org/" target="_blank" rel="noopener noreferrer">Магазин</a>');
    expect(html).toContain('<a href="tel:+78000001209">8 800 000-12-09</a>');
    expect(html).toContain('Бесплатно по России');
    expect(html).toContain('<a href="mailto:info@example.org">info@example.org</a>');
    expect(html).toContain('Москва, Светлый проезд, 12');
    expect(html).toContain('© ООО «Пример»');
    expect(html).toContain('Разработка сайта — студия «Полутон»');
    const socials = socialLinks(html);
    expect(socials).toHaveLength(2);
    expect(socials[0]).toMatch(
      /^<a href="https:\/\/vk\.com\/example" target="_blank" rel="noopener noreferrer" aria-label="ВКонтакте"/,
    );
    expect(socials[1]).toMatch(
      /^<a href="https:\/\/t\.me\/example" target="_blank" rel="noopener noreferrer" aria-label="Telegram"/,
    );
    for (const social of socials)
      expect(social).toMatch(/<img src="[^"]+\.svg(\?no-inline)?" alt="" width="20" height="20" loading="lazy"/);
  });

  it('falls back to the Russian texts where the English footer is empty (requirements §4), with site links in English', () => {
    const html = render('en', untranslated, russian);
    expect(html).toContain('<a href="/en/about">О компании</a>');
    expect(html).toContain('<a href="tel:+78000001209">8 800 000-12-09</a>');
    expect(html).toContain('<a href="mailto:info@example.org">');
    expect(html).toContain('© ООО «Пример»');
    expect(html).toContain('Website by Poluton studio');
    expect(socialLinks(html).map((link) => /aria-label="([^"]*)"/.exec(link)?.[1])).toEqual(['VK', 'Telegram']);
  });

  it('leaves out what neither language has', () => {
    const html = render('en', untranslated, untranslated);
    // The only link left is the subscription's privacy policy.
    expect([...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1])).toEqual(['/en/about/privacy-policy']);
    expect(html).not.toContain('<img');
    expect(html).toContain('Website by Poluton studio');
  });

  it('opens with the news subscription, a form that posts back to the page it is on, at its anchor', () => {
    const html = render('en', russian, null, { path: '/catalog?page=2' });
    expect(html).toContain('<section id="news-subscription-footer"');
    expect(html).toContain('News by e-mail');
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/en/catalog?page=2#news-subscription-footer"');
    expect(html).toContain('<input type="hidden" name="form" value="news-subscription"/>');
    expect(html.indexOf('news-subscription-footer')).toBeLessThan(html.indexOf('href="/en/about"'));
  });

  it('leaves the subscription to the news list’s own panel on /news', () => {
    expect(render('ru', russian, null, { path: '/news' })).not.toContain('news-subscription');
  });

  it('draws the server’s answer to a subscription posted without script: messages and what was typed', () => {
    const html = render('ru', russian, null, {
      path: '/about',
      newsSubscription: {
        placement: 'footer',
        values: { email: 'reader@', consent: true },
        errors: { email: 'Укажите e-mail в формате name@example.com' },
        outcome: 'invalid',
        email: null,
      },
    });
    expect(html).toContain('value="reader@"');
    expect(html).toMatch(/id="news-subscription-footer-consent"[^>]* checked=""/);
    expect(html).toContain('Укажите e-mail в формате name@example.com');
    // The answer to the news list's panel is not this form's.
    const elsewhere = render('ru', russian, null, {
      path: '/about',
      newsSubscription: {
        placement: 'news',
        values: { email: 'reader@', consent: true },
        errors: { email: 'Укажите e-mail в формате name@example.com' },
        outcome: 'invalid',
        email: null,
      },
    });
    expect(elsewhere).not.toContain('reader@');
  });
});
