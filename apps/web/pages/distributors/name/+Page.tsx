import { useLingui } from '@lingui/react/macro';
import { useData } from '@/app/page/page-context';
import { PageIntro } from '@/ui/page-intro';
import { DistributorCard } from '../distributor-card';
import { LocatorTabs } from '../locator-tabs';
import locator from '../locator.module.css';
import type { Data } from './+data';
import NameFilterForm from './name-filter-form.island';
import styles from './by-name.module.css';

const listId = 'distributors';

export default function Page() {
  const { t } = useLingui();
  const { title, query, total, shown, groups, trail } = useData<Data>();
  return (
    <div className={locator.page}>
      <PageIntro
        title={title}
        breadcrumbs={trail}
        lead={t`Все официальные партнёры Острель по алфавиту. Начните набирать название компании или город — список сократится.`}
      >
        <LocatorTabs current="name" />
      </PageIntro>
      <div className="container">
        <NameFilterForm query={query} total={total} shown={shown} listId={listId} />
        <div id={listId} className={styles.list}>
          {groups.map((group) => (
            <div
              key={group.initial}
              className={styles.group}
              data-initial-group=""
              hidden={group.items.every((entry) => !entry.shown)}
            >
              <h2 className={styles.initial}>{group.initial}</h2>
              <ul className={locator.cards}>
                {group.items.map((entry) => (
                  <li key={entry.distributor.distributorCode} data-search={entry.searchable} hidden={!entry.shown}>
                    <DistributorCard distributor={entry.distributor} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <p className={locator.empty} hidden={shown > 0 || total === 0} data-none="">
            {t`Под этот запрос никто не подходит. Проверьте написание или поищите по городу.`}
          </p>
          {total === 0 ? (
            <p className={locator.empty}>{t`Список партнёров сейчас недоступен. Пожалуйста, загляните позже.`}</p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
