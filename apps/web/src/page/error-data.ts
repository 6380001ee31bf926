import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { loadFrame } from '../frame/load-frame';
import { i18nFor } from '../i18n/i18n';
import type { PageData } from './page-data';

/** The frame and head of an error page; never throws, so the error page itself always renders. */
export async function errorPageData(pageContext: PageContextServer, kind: 'not-found' | 'server-error'): Promise<PageData> {
  const i18n = i18nFor(pageContext.locale);
  const title = kind === 'not-found' ? i18n._(msg`Страница не найдена`) : i18n._(msg`Что-то пошло не так`);
  return {
    frame: await loadFrame(pageContext),
    head: { title: `${title} — ${i18n._(msg`Острель`)}`, description: '', og: { title, image: null, type: 'website' }, article: null, noindex: true },
    notFound: kind === 'not-found',
  };
}
