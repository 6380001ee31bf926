import { ExSearchAnswer } from '@/features/tools/ex-search-answer';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SearchType } from '@/app/graphql/generated/graphql';
import { localePath } from '@/app/i18n/locale';
import { useData } from '@/app/page/page-context';
import { usePageLocation } from '@/app/page/page-location';
import LinkChips from '@/ui/link-chips.island';
import { PageIntro } from '@/ui/page-intro';
import { Pagination } from '@/ui/pagination';
import type { Data } from './+data';
import SearchForm from './search-form.island';
import { SearchHit } from './search-hit';
import { searchHref } from './search-view';
import styles from './search.module.css';

function useGroupName() {
  const { t } = useLingui();
  return (type: SearchType): string =>
    ({
      series: t`Серии`,
      model: t`Модели`,
      section: t`Разделы`,
      solution: t`Решения`,
      project: t`Проекты`,
      news: t`Новости`,
      blog: t`Блог`,
      vacancy: t`Вакансии`,
      distributor: t`Где купить`,
      page: t`Страницы`,
    })[type];
}

export default function Page() {
  const { t } = useLingui();
  const { view, invalid, results } = useData<Data>();
  return (
    <>
      <PageIntro
        title={t`Поиск`}
        lead={
          view.query
            ? null
            : t`Ищите серии и модели по названию или коду, решения для своей отрасли, проекты, новости и вакансии.`
        }
        breadcrumbs={[{ title: t`Главная`, link: '/' }]}
      >
        {/* Keyed by the query: a new search (client navigation) shows its own text, not the last one typed. */}
        <SearchForm key={view.query} query={view.query} />
        {invalid ? (
          <p className={styles.message}>
            {invalid.problem === 'too_short'
              ? t`Введите не меньше ${invalid.minLength} символов, чтобы начать поиск.`
              : t`Запрос длиннее ${invalid.maxLength} символов: сократите его, чтобы начать поиск.`}
          </p>
        ) : null}
        {results && results.total > 0 ? <Summary results={results} /> : null}
      </PageIntro>
      {!view.query ? <Shortcuts title={t`С чего начать`} /> : null}
      {results?.exArea ? <ExSearchAnswer area={results.exArea} /> : null}
      {results && results.total === 0 ? <NothingFound query={view.query} /> : null}
      {results && results.total > 0 ? <Results results={results} /> : null}
    </>
  );
}

type Found = NonNullable<Data['results']>;

/** How many results, for what, and how the query was read when it was not searched as typed. */
function Summary({ results }: { results: Found }) {
  const { query, rewrite } = results;
  const all = results.counts.reduce((sum, group) => sum + group.count, 0);
  const typed = rewrite?.typed ?? '';
  const { locale } = usePageLocation();
  const exactLink = (
    <a href={localePath(locale, searchHref({ query: typed, type: null, page: 1, exact: true }))}>
      <Trans>Искать точно «{typed}»</Trans>
    </a>
  );
  return (
    <div className={styles.summary} role="status">
      <p className={styles.count}>
        <Trans>
          <Plural
            value={all}
            one="Найден # результат"
            few="Найдено # результата"
            many="Найдено # результатов"
            other="Найдено # результата"
          />{' '}
          по запросу <strong>«{query}»</strong>
        </Trans>
      </p>
      {rewrite?.reason === 'keyboardLayout' ? (
        <p className={styles.rewrite}>
          <Trans>
            «{typed}» набрано в другой раскладке клавиатуры, поэтому показаны результаты по запросу «{query}».
          </Trans>{' '}
          {exactLink}
        </p>
      ) : null}
      {rewrite?.reason === 'transliteration' ? (
        <p className={styles.rewrite}>
          <Trans>Показаны результаты по запросу «{query}».</Trans> {exactLink}
        </p>
      ) : null}
      {rewrite?.reason === 'spelling' ? (
        <p className={styles.rewrite}>
          <Trans>Исправлена опечатка: показаны результаты по запросу «{query}».</Trans> {exactLink}
        </p>
      ) : null}
      {rewrite?.reasons.includes('someWords') ? (
        <p className={styles.rewrite}>
          <Trans>
            Ни в одном результате нет всех слов запроса «{typed}»: показаны те, где есть хотя бы одно из них.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

function Results({ results }: { results: Found }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const { view } = useData<Data>();
  const groupName = useGroupName();
  const all = results.counts.reduce((sum, group) => sum + group.count, 0);
  const kindHref = (type: SearchType | null) => searchHref({ query: view.query, type, page: 1, exact: view.exact });
  return (
    <>
      <div className={`container ${styles.kinds}`}>
        <LinkChips
          label={t`Результаты по разделам`}
          chips={[
            { key: 'all', name: t`Все`, count: all, href: kindHref(null), selected: view.type === null },
            ...results.counts.map((group) => ({
              key: group.type,
              name: groupName(group.type),
              count: group.count,
              href: kindHref(group.type),
              selected: view.type === group.type,
            })),
          ]}
        />
      </div>
      {results.overview.map((group) => (
        <ResultGroup key={group.type} type={group.type} count={group.count} hits={group.top}>
          {group.count > group.top.length ? (
            <a className={styles.more} href={localePath(locale, kindHref(group.type))}>
              {t`Все результаты в разделе «${groupName(group.type)}»: ${group.count}`}
            </a>
          ) : null}
        </ResultGroup>
      ))}
      {view.type ? (
        <ResultGroup type={view.type} count={results.total} hits={results.items}>
          <Pagination
            page={results.page}
            totalPages={results.totalPages}
            hrefFor={(page) => searchHref({ ...view, page })}
          />
        </ResultGroup>
      ) : null}
    </>
  );
}

/** One kind of result: its name and count, its results, and what follows them (a link to all, the pages). */
function ResultGroup({
  type,
  count,
  hits,
  children,
}: {
  type: SearchType;
  count: number;
  hits: Found['items'];
  children: ReactNode;
}) {
  const groupName = useGroupName();
  return (
    <section className={`container ${styles.group}`} aria-labelledby={`results-${type}`}>
      <h2 id={`results-${type}`} className={styles.groupTitle}>
        {groupName(type)} <span className={styles.groupCount}>{count}</span>
      </h2>
      <ul className={styles.hits}>
        {hits.map((hit) => (
          <li key={hit.id}>
            <SearchHit hit={hit} />
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

function NothingFound({ query }: { query: string }) {
  const { t } = useLingui();
  return (
    <div className={`container ${styles.empty}`}>
      <h2 className={styles.emptyTitle}>
        <Trans>По запросу «{query}» ничего не нашлось</Trans>
      </h2>
      <ul className={styles.tips}>
        <li>{t`Проверьте, нет ли в запросе опечатки, или попробуйте другое слово с тем же смыслом.`}</li>
        <li>{t`Сократите запрос до одного-двух главных слов: «прожектор», «аварийный светильник».`}</li>
        <li>{t`Модель ищите по коду в любом написании: LINEA 36/840, linea 36, linea36840.`}</li>
      </ul>
      <Shortcuts title={t`Или начните с разделов сайта`} />
    </div>
  );
}

/** Ways into the site for a visitor who has not found (or not yet asked for) something. */
function Shortcuts({ title }: { title: string }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const shortcuts = [
    { href: '/catalog', title: t`Каталог продукции`, text: t`Серии и модели с характеристиками и документацией` },
    { href: '/solutions', title: t`Решения`, text: t`Освещение по отраслям и типам объектов` },
    { href: '/projects', title: t`Проекты`, text: t`Объекты, освещённые нашими светильниками` },
    { href: '/services', title: t`Услуги`, text: t`Светотехнические расчёты, проектирование и сервис` },
  ];
  return (
    <section className={`container ${styles.shortcuts}`} aria-labelledby="search-shortcuts">
      <h2 id="search-shortcuts" className={styles.shortcutsTitle}>
        {title}
      </h2>
      <ul className={styles.shortcutList}>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.href}>
            <a className={styles.shortcut} href={localePath(locale, shortcut.href)}>
              <span className={styles.shortcutTitle}>{shortcut.title}</span>
              <span className={styles.shortcutText}>{shortcut.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
