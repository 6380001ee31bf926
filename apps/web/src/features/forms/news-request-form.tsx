import { useLingui } from '@lingui/react/macro';
import { useMutation } from 'urql';
import type { NewsRequestInput } from '@/app/graphql/generated/graphql';
import { ConsentField, TextAreaField, TextField } from './fields';
import styles from './request-form.module.css';
import { requestAnswer, SubmitNewsRequest } from './request-mutations';
import { useRequestForm } from './use-request-form';

/**
 * Registration for an event (requirements §12: `news/request`, the fields as query parameters, through the
 * BFF's mutation): the contract's rules, messages at their fields, the toasts of requirements §15, and what was
 * typed kept until the registration is accepted.
 */
export function NewsRequestForm({ newsCode }: { newsCode: string }) {
  const { t } = useLingui();
  const [, submit] = useMutation(SubmitNewsRequest);
  const { sending, acceptedId, form, text, consent } = useRequestForm<NewsRequestInput, 'newsCode'>({
    idPrefix: 'event-registration',
    loadRules: async () => (await import('./validate')).validateNewsRequest,
    send: async (input) => {
      const { data, error } = await submit({ input: { ...input, newsCode } });
      return requestAnswer(data?.submitNewsRequest, error);
    },
    accepted: { title: t`Вы зарегистрированы`, message: t`Подтверждение и подробности придут на вашу почту` },
  });

  return (
    <form {...form} className={styles.form} aria-describedby="event-registration-note">
      <TextField {...text('name')} label={t`Имя и фамилия`} autoComplete="name" required maxLength={100} />
      <TextField {...text('email')} label={t`E-mail`} type="email" autoComplete="email" required maxLength={254} />
      <TextField {...text('phone')} label={t`Телефон`} type="tel" autoComplete="tel" inputMode="tel" maxLength={24} />
      <TextField {...text('company')} label={t`Компания`} autoComplete="organization" maxLength={200} />
      <TextAreaField {...text('comment')} label={t`Вопрос к докладчикам`} maxLength={2000} rows={3} />
      <ConsentField {...consent} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
          {sending ? t`Отправляем…` : t`Зарегистрироваться`}
        </button>
        <p id="event-registration-note" className={styles.note}>
          {t`Поля со звёздочкой обязательны`}
        </p>
      </div>
      <p role="status" className={styles.accepted}>
        {acceptedId ? t`Спасибо! Регистрация № ${acceptedId} принята — ждём вас.` : ''}
      </p>
    </form>
  );
}
