import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../app/i18n/i18n';
import type { Locale } from '../app/i18n/locale';
import { PageLocationProvider } from '../app/page/page-location';
import { TabRouteHistoryProvider } from '../app/visitor/route-history';
import { BackLink, type BackLinkKind } from './back-link';

function render(locale: Locale, kind: BackLinkKind, href: string, title?: string) {
  return renderToString(
    <PageLocationProvider location={{ locale, logicalPath: '/project/office/a', urlOriginal: '/project/office/a' }}>
      <I18nProvider i18n={i18nFor(locale)}>
        <TabRouteHistoryProvider url="/project/office/a">
          <BackLink kind={kind} href={href} title={title} />
        </TabRouteHistoryProvider>
      </I18nProvider>
    </PageLocationProvider>,
  );
}

describe('back link', () => {
  it('falls back to the translated default titles', () => {
    expect(render('ru', 'portfolio', '/projects')).toContain('Портфолио');
    expect(render('en', 'portfolio', '/projects')).toContain('Portfolio');
    expect(render('en', 'solutions', '/solutions')).toContain('Light solutions');
    expect(render('en', 'career', '/career')).toContain('Career');
    expect(render('en', 'vacancies', '/career/vacancies')).toContain('To vacancies');
  });

  it('uses the content title when given, and the list in the page language', () => {
    const html = render('en', 'portfolio', '/projects', 'All projects');
    expect(html).toContain('All projects');
    expect(html).toContain('href="/en/projects"');
  });
});
