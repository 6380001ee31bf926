import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FragmentType } from '@/app/graphql/generated';
import { i18nFor } from '@/app/i18n/i18n';
import type { Locale } from '@/app/i18n/locale';
import { PageLocationProvider } from '@/app/page/page-location';
import { HomeHero, type HomeHeroFragment } from './home-hero.island';

const sector = (code: string) => ({
  code,
  name: `Sector ${code}`,
  color: '#1d3557',
  icon: `/upload/icons/${code}.svg`,
  tagline: `Tagline ${code}`,
  underTagline: `Under ${code}`,
  link: `/solutions/${code}`,
});

function render(locale: Locale, tabCount: number, tagline = 'Default tagline') {
  const solutions = {
    defaultItem: { tagline, picture: null },
    itemTabs: Array.from({ length: tabCount }, (_value, index) => sector(`s${index}`)),
  } as unknown as FragmentType<typeof HomeHeroFragment>;
  return renderToString(
    <PageLocationProvider location={{ locale, logicalPath: '/', urlOriginal: '/' }}>
      <I18nProvider i18n={i18nFor(locale)}>
        <HomeHero solutions={solutions} />
      </I18nProvider>
    </PageLocationProvider>,
  );
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('the home banner', () => {
  it('shows at most 7 bubbles, whatever the content sends', () => {
    expect(count(render('ru', 9), /role="tab"/g)).toBe(7);
    expect(count(render('ru', 3), /role="tab"/g)).toBe(3);
  });

  it('without sectors is a banner with no tablist and no tabpanel', () => {
    const html = render('en', 0, '');
    expect(html).not.toContain('role="tablist"');
    expect(html).not.toContain('role="tabpanel"');
    // No tagline from the content: the site's own.
    expect(html).toContain('Light that works');
  });

  it("links 'to solutions' on the Russian site only", () => {
    expect(render('ru', 3)).toContain('href="/solutions"');
    expect(render('en', 3)).not.toContain('/solutions"');
  });
});
