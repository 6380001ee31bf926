import { useLingui } from '@lingui/react/macro';
import { useMutation } from 'urql';
import type { InternshipRequestInput } from '@/app/graphql/generated/graphql';
import { ConsentField, ContactFields, FileField, SelectField, TextAreaField, TextField } from './fields';
import styles from './request-form.module.css';
import { requestAnswer, SubmitInternshipRequest } from './request-mutations';
import { useRequestForm } from './use-request-form';

type Options = readonly { value: string; label: string }[];

/**
 * An internship application (requirements §12: multipart with an optional CV, through the BFF's mutation):
 * the track, level of education, format and city are chosen from the content's options. Checked
 * with the contract's rules before sending; what the visitor typed stays until it is accepted.
 */
export function InternshipRequestForm({
  directions,
  educationLevels,
  formats,
  cities,
}: {
  directions: Options;
  educationLevels: Options;
  formats: Options;
  cities: Options;
}) {
  const { t } = useLingui();
  const [, submit] = useMutation(SubmitInternshipRequest);
  const { file, errors, sending, acceptedId, fieldId, fileInput, changeFile, form, text, consent } =
    useRequestForm<InternshipRequestInput>({
      idPrefix: 'internship-request',
      loadRules: async () => (await import('./validate')).validateInternshipRequest,
      send: async (input, file) => {
        const { data, error } = await submit({ input, file });
        return requestAnswer(data?.submitInternshipRequest, error);
      },
      accepted: { title: t`Заявка на стажировку отправлена`, message: t`Мы ответим в течение трёх рабочих дней` },
    });
  const choose = t`Выберите`;

  return (
    <form {...form} className={styles.form} aria-describedby="internship-request-note">
      <div className={styles.grid}>
        <ContactFields wiring={text} nameLabel={t`Имя и фамилия`} />
        <SelectField {...text('direction')} label={t`Направление`} options={directions} placeholder={choose} required />
        <SelectField
          {...text('educationLevel')}
          label={t`Образование`}
          options={educationLevels}
          placeholder={choose}
          required
        />
        <SelectField {...text('format')} label={t`Формат`} options={formats} placeholder={choose} required />
        <SelectField {...text('city')} label={t`Город стажировки`} options={cities} placeholder={choose} required />
        <TextField {...text('university')} label={t`Учебное заведение`} autoComplete="organization" maxLength={200} />
      </div>
      <TextAreaField
        {...text('comment')}
        label={t`О себе`}
        hint={t`Чем занимаетесь в учёбе и вне её, какие задачи хотели бы решать; ссылки на проекты`}
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
        hint={t`Необязательно. PDF, DOC, DOCX, RTF или ODT, до 10 МБ`}
      />
      <ConsentField {...consent} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
          {sending ? t`Отправляем…` : t`Отправить заявку`}
        </button>
        <p id="internship-request-note" className={styles.note}>
          {t`Поля со звёздочкой обязательны`}
        </p>
      </div>
      <p role="status" className={styles.accepted}>
        {acceptedId
          ? t`Спасибо! Заявка № ${acceptedId} на стажировку принята — мы ответим в течение трёх рабочих дней.`
          : ''}
      </p>
    </form>
  );
}
