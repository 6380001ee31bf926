import { useLingui } from '@lingui/react/macro';
import { usePageLocation } from '@/app/page/page-location';
import type { SubscriptionAnswered, SubscriptionPlacement } from '@/app/page/posted-subscription';
import NewsSubscriptionForm from './news-subscription-form.island';
import styles from './news-subscription.module.css';

/**
 * The news subscription where a visitor looks for it: a panel on the news list, a band at the top
 * of the footer elsewhere. Its heading and lead are the server's HTML; the form is an island. Sent
 * without script, the form posts to the page it is on and comes back to this block (its anchor),
 * with the server's answer in it.
 */
export function NewsSubscriptionBlock({
  placement,
  posted,
}: {
  placement: SubscriptionPlacement;
  /** The server's answer to a subscription posted to this page (pageContext.newsSubscription). */
  posted: SubscriptionAnswered | undefined;
}) {
  const { t } = useLingui();
  const { urlOriginal } = usePageLocation();
  const anchor = `news-subscription-${placement}`;
  return (
    <section
      id={anchor}
      className={styles.block}
      data-tone={placement === 'footer' ? 'dark' : undefined}
      aria-labelledby={`${anchor}-title`}
    >
      <div className={styles.intro}>
        <h2 id={`${anchor}-title`} className={styles.title}>
          {t`Новости на почту`}
        </h2>
        <p className={styles.lead}>
          {t`Новые серии, проекты и приглашения на семинары и выставки. Без рекламы; отписаться можно из любого письма.`}
        </p>
      </div>
      <NewsSubscriptionForm
        placement={placement}
        action={`${urlOriginal.split('#')[0] ?? ''}#${anchor}`}
        answered={posted?.placement === placement ? posted : null}
      />
    </section>
  );
}
