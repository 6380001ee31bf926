import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { graphql, type FragmentType } from '../../../src/app/graphql/generated';
import styles from './tool-coming.module.css';
import { readFragment } from '../../../src/app/graphql/read-fragment';

export const ServiceContactsFragment = graphql(`
  fragment ServiceContacts on MenuFooter {
    email
    phone
    phoneFormatted
  }
`);

/**
 * The calculators' place until their tools are built: no imitation of a form, only what the
 * visitor can do today — ask the engineers, by mail or phone when the contacts are known.
 */
export function ToolComing({ contacts: contactsRef }: { contacts: FragmentType<typeof ServiceContactsFragment> }) {
  const { t } = useLingui();
  const id = useId();
  const { email, phone, phoneFormatted } = readFragment<typeof ServiceContactsFragment>(contactsRef);
  const mail = email.trim() ? (
    <a href={`mailto:${email.trim()}`} className={styles.link}>
      {email.trim()}
    </a>
  ) : null;
  const call =
    phone.trim() && phoneFormatted.trim() ? (
      <a href={`tel:${phoneFormatted.trim()}`} className={styles.link}>
        {phone.trim()}
      </a>
    ) : null;
  return (
    <aside className={styles.note} aria-labelledby={id}>
      <p className={styles.eyebrow}>{t`Онлайн-калькулятор`}</p>
      <h2 id={id} className={styles.title}>
        {t`Скоро расчёт можно будет сделать прямо на этой странице`}
      </h2>
      <p
        className={styles.text}
      >{t`Пока инструмент готовится, расчёт выполнят инженеры Острель: пришлите исходные данные — план помещения, спецификацию или схему щита — и мы вернёмся с результатом.`}</p>
      {mail || call ? (
        <p className={styles.contacts}>
          {mail && call ? (
            <Trans>
              Пишите на {mail} или звоните {call}.
            </Trans>
          ) : mail ? (
            <Trans>Пишите на {mail}.</Trans>
          ) : (
            <Trans>Звоните {call}.</Trans>
          )}
        </p>
      ) : null}
    </aside>
  );
}
