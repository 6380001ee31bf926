import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { maxCompared, type LeftOut } from '@/features/compare/compare-url';
import { localePath } from '@/app/i18n/locale';
import { useData } from '@/app/page/page-context';
import { usePageLocation } from '@/app/page/page-location';
import { PageIntro } from '@/ui/page-intro';
import buttons from '@/ui/buttons.module.css';
import type { Data } from './+data';
import { CompareFinder } from './compare-finder';
import { CompareTable, compareViewId } from './compare-table';
import DiffSwitch from './diff-switch.island';
import styles from './compare.module.css';

/** How many left-out values the page lists one by one; the rest are counted. */
const listedLeftOut = 8;

export default function Page() {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const data = useData<Data>();
  const { columns, diff, ids, leftOut } = data;
  const { differing, rows } = data.counts;
  return (
    <div className={styles.page}>
      <PageIntro
        title={t`Сравнение моделей`}
        lead={t`До ${maxCompared} моделей рядом: характеристики, фотографии, светораспределение и документация. Сравнение хранится в ссылке на эту страницу — её можно отправить коллеге.`}
        breadcrumbs={[
          { title: t`Главная`, link: '/' },
          { title: t`Каталог`, link: '/catalog' },
        ]}
      />
      {leftOut.length > 0 ? <LeftOutNotice leftOut={leftOut} /> : null}
      {columns.length === 0 ? (
        <div className={`container ${styles.empty}`}>
          <p className={styles.emptyTitle}>{t`Пока нечего сравнивать`}</p>
          <p className={styles.emptyText}>
            {t`Найдите модели по названию или коду в форме ниже, отметьте их в таблице моделей на странице серии или откройте сравнение из избранного.`}
          </p>
          <a className={buttons.secondary} href={localePath(locale, '/catalog')}>
            {t`Перейти в каталог`}
          </a>
        </div>
      ) : (
        <div
          id={compareViewId}
          className={`container ${styles.view}`}
          data-only-differences={diff && columns.length > 1 ? '' : undefined}
        >
          {columns.length > 1 ? (
            <div className={styles.toolbar}>
              <DiffSwitch ids={ids} diff={diff} viewId={compareViewId} />
              <p className={styles.summary}>
                {differing === 0
                  ? t`Модели совпадают по всем параметрам`
                  : t`${plural(differing, { one: 'Различается # параметр', few: 'Различаются # параметра', many: 'Различаются # параметров', other: 'Различаются # параметра' })} из ${rows}`}
              </p>
            </div>
          ) : (
            <p className={styles.summary}>{t`Добавьте ещё модель, чтобы увидеть различия.`}</p>
          )}
          <CompareTable columns={columns} groups={data.groups} />
        </div>
      )}
      <CompareFinder data={data} />
    </div>
  );
}

/** Which values of the link were left out of the comparison, and why, one by one. */
function LeftOutNotice({ leftOut }: { leftOut: readonly LeftOut[] }) {
  const { t } = useLingui();
  const rest = leftOut.length - listedLeftOut;
  const reason = ({ text, reason: why }: LeftOut) =>
    why === 'notId'
      ? t`«${text}» — не номер модели`
      : why === 'duplicate'
        ? t`Модель с номером ${text} указана повторно — повтор пропущен`
        : why === 'tooMany'
          ? t`Модель с номером ${text} не вошла: сравнить можно не больше ${maxCompared} моделей`
          : t`Модели с номером ${text} нет в каталоге`;
  return (
    <div className="container">
      <div className={styles.notice} role="note" aria-labelledby="compare-left-out">
        <p id="compare-left-out" className={styles.noticeTitle}>
          {t`Не всё из ссылки вошло в сравнение`}
        </p>
        <ul className={styles.noticeList}>
          {leftOut.slice(0, listedLeftOut).map((entry, index) => (
            <li key={`${entry.reason}-${entry.text}-${index}`}>{reason(entry)}</li>
          ))}
          {rest > 0 ? (
            <li>
              {t`и ещё ${plural(rest, { one: '# значение', few: '# значения', many: '# значений', other: '# значения' })}`}
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
