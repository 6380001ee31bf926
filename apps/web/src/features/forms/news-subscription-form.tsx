import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useMutation } from 'urql';
import type { NewsSubscriptionInput } from '@/app/graphql/generated/graphql';
import { ConsentField, TextField } from './fields';
import {
  subscriptionFormName,
  type SubscriptionAnswered,
  type SubscriptionPlacement,
} from '@/app/page/posted-subscription';
import styles from './news-subscription.module.css';
import { answerOrRateLimit, waitMinutes } from '@/app/graphql/rate-limit';
import { SubscribeToNews } from './subscribe-to-news';
import { useRequestForm } from './use-request-form';

export interface NewsSubscriptionFormProps {
  placement: SubscriptionPlacement;
  /** Where the form posts without script: the page itself, back at this form. */
  action: string;
  /** The server's answer when the page answers this form sent without script. */
  answered: SubscriptionAnswered | null;
}

/**
 * The news subscription (requirements §12, `news/subscribe`, through the BFF): an e-mail and consent.
 * Without script it is a plain POST the server answers with the same page and its message; with
 * script it is sent in place, with a toast. Subscribing an address twice is harmless and says so.
 */
export function NewsSubscriptionForm({ placement, action, answered }: NewsSubscriptionFormProps) {
  const { t } = useLingui();
  const [, subscribe] = useMutation(SubscribeToNews);
  const [serverAnswerShown, setServerAnswerShown] = useState(answered !== null);
  const { sending, acceptedAnswer, consent, form, text } = useRequestForm<NewsSubscriptionInput, 'name'>({
    idPrefix: `news-subscription-${placement}`,
    initial: answered ? { values: answered.values, errors: answered.errors } : undefined,
    loadRules: async () => (await import('./validate')).validateSubscription,
    send: async (input) => {
      setServerAnswerShown(false);
      const { data, error } = await subscribe({ input });
      return answerOrRateLimit(data?.subscribeToNews, error);
    },
    accepted: (answer) =>
      answer.__typename === 'NewsSubscription' && answer.alreadySubscribed
        ? { title: t`Вы уже подписаны`, message: t`Этот адрес уже получает наши новости` }
        : { title: t`Вы подписаны на новости`, message: t`Новости и приглашения на события придут на вашу почту` },
  });
  const email = text('email');
  const hideServerAnswer = () => {
    setServerAnswerShown(false);
  };

  const subscribed =
    acceptedAnswer?.__typename === 'NewsSubscription'
      ? { email: acceptedAnswer.email, already: acceptedAnswer.alreadySubscribed }
      : serverAnswerShown && answered?.email
        ? { email: answered.email, already: answered.outcome === 'already-subscribed' }
        : null;
  let status = '';
  if (subscribed)
    status = subscribed.already
      ? t`Адрес ${subscribed.email} уже подписан на новости — подписываться ещё раз не нужно.`
      : t`Готово: новости будут приходить на ${subscribed.email}.`;
  else if (serverAnswerShown && answered?.outcome === 'rate-limited') {
    const minutes = waitMinutes(answered.retryAfterSeconds);
    status = t`Слишком много попыток подряд. Подождите ${minutes} мин. и попробуйте снова — адрес остался в форме.`;
  } else if (serverAnswerShown && answered?.outcome === 'unavailable')
    status = t`Не получилось оформить подписку. Попробуйте, пожалуйста, позже — адрес остался в форме.`;

  return (
    <form
      {...form}
      method="post"
      action={action}
      className={styles.form}
      data-tone={placement === 'footer' ? 'dark' : undefined}
    >
      <input type="hidden" name="form" value={subscriptionFormName} />
      <input type="hidden" name="placement" value={placement} />
      <div className={styles.row}>
        <TextField
          {...email}
          onChange={(event) => {
            hideServerAnswer();
            email.onChange(event);
          }}
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
        />
        <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
          {sending ? t`Подписываем…` : t`Подписаться`}
        </button>
      </div>
      <ConsentField
        {...consent}
        onChange={(event) => {
          hideServerAnswer();
          consent.onChange(event);
        }}
      />
      <p role="status" className={styles.status} data-failed={status && !subscribed ? '' : undefined}>
        {status}
      </p>
    </form>
  );
}
