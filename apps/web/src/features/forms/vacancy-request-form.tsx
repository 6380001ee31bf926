import { useLingui } from '@lingui/react/macro';
import { useMutation } from 'urql';
import type { VacancyRequestInput } from '@/app/graphql/generated/graphql';
import { ConsentField, ContactFields, FileField, TextAreaField, TextField } from './fields';
import styles from './request-form.module.css';
import { requestAnswer, SubmitVacancyRequest } from './request-mutations';
import { useRequestForm } from './use-request-form';

/**
 * A vacancy application (requirements §12: multipart with an optional CV, through the BFF's mutation). The
 * contract's rules and the résumé file types are checked before sending, the size limit is told
 * before the visitor picks a file, and what they typed stays until the application is accepted.
 */
export function VacancyRequestForm({ vacancyCode, jobTitle }: { vacancyCode: string; jobTitle: string }) {
  const { t } = useLingui();
  const [, submit] = useMutation(SubmitVacancyRequest);
  const { file, errors, sending, acceptedId, fieldId, fileInput, changeFile, form, text, consent } = useRequestForm<
    VacancyRequestInput,
    'vacancyCode'
  >({
    idPrefix: 'vacancy-request',
    loadRules: async () => {
      const { validateVacancyRequest } = await import('./validate');
      return (submitted, submittedFile, locale) =>
        validateVacancyRequest({ ...submitted, vacancyCode }, submittedFile, locale);
    },
    send: async (input, file) => {
      const { data, error } = await submit({ input: { ...input, vacancyCode }, file });
      return requestAnswer(data?.submitVacancyRequest, error);
    },
    accepted: { title: t`Отклик отправлен`, message: t`Мы ответим в течение трёх рабочих дней` },
  });

  return (
    <form {...form} className={styles.form} aria-describedby="vacancy-request-note">
      <div className={styles.grid}>
        <ContactFields wiring={text} nameLabel={t`Имя и фамилия`} />
        <TextField {...text('city')} label={t`Город, где вы живёте`} autoComplete="address-level2" maxLength={100} />
      </div>
      <TextAreaField
        {...text('comment')}
        label={t`Сопроводительное письмо`}
        hint={t`Коротко о себе и о том, почему вам интересна эта работа; ссылки на портфолио или проекты`}
        maxLength={2000}
        rows={5}
      />
      <FileField
        id={fieldId('file')}
        label={t`Резюме`}
        file={file}
        inputRef={fileInput}
        onChange={changeFile}
        error={errors.file}
        accept=".pdf,.doc,.docx,.rtf,.odt"
        hint={t`PDF, DOC, DOCX, RTF или ODT, до 10 МБ. Можно без файла — тогда расскажите о себе в письме`}
      />
      <ConsentField {...consent} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
          {sending ? t`Отправляем…` : t`Откликнуться`}
        </button>
        <p id="vacancy-request-note" className={styles.note}>
          {t`Поля со звёздочкой обязательны`}
        </p>
      </div>
      <p role="status" className={styles.accepted}>
        {acceptedId
          ? t`Спасибо! Отклик № ${acceptedId} на вакансию «${jobTitle}» принят — мы ответим в течение трёх рабочих дней.`
          : ''}
      </p>
    </form>
  );
}
