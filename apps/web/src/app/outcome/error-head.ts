import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HeadMeta, PageOutcome } from '../page/page-data';

/** The head of an error page: the same words on the server and in the browser; never indexed. */
export function errorHead(i18n: I18n, outcome: PageOutcome): HeadMeta {
  const title =
    outcome === 'not-found'
      ? i18n._(msg`Страница не найдена`)
      : outcome === 'rate-limited'
        ? i18n._(msg`Слишком много запросов`)
        : i18n._(msg`Что-то пошло не так`);
  return {
    title: `${title} — ${i18n._(msg`Острель`)}`,
    description: '',
    og: { title, image: null, type: 'website' },
    article: null,
    noindex: true,
  };
}
