import { useLingui } from '@lingui/react/macro';
import { useMutation } from 'urql';
import type { SolutionRequestInput } from '@/app/graphql/generated/graphql';
import { ConsentField, ContactFields, FileField, TextAreaField, TextField } from './fields';
import styles from './request-form.module.css';
import { requestAnswer, SubmitSolutionRequest } from './request-mutations';
import { useRequestForm } from './use-request-form';

/**
 * The solution request (requirements §12: multipart with a file, through the BFF's mutation). Fields are
 * checked with the contract's own rules before sending; what the server finds wrong is shown at
 * its field too. Whatever happens, what the visitor typed stays until the request is accepted.
 */
export function SolutionRequestForm({ solutionCode }: { solutionCode: string }) {
  const { t } = useLingui();
  const [, submit] = useMutation(SubmitSolutionRequest);
  const { file, errors, sending, acceptedId, fieldId, fileInput, changeFile, form, text, consent } = useRequestForm<
    SolutionRequestInput,
    'solutionCode'
  >({
    idPrefix: 'solution-request',
    loadRules: async () => (await import('./validate')).validateSolutionRequest,
    send: async (input, file) => {
      const { data, error } = await submit({ input: { ...input, solutionCode }, file });
      return requestAnswer(data?.submitSolutionRequest, error);
    },
    accepted: { title: t`Заявка отправлена`, message: t`Инженеры свяжутся с вами в течение рабочего дня` },
  });

  return (
    <form {...form} className={styles.form} aria-describedby="solution-request-note">
      <div className={styles.grid}>
        <ContactFields wiring={text} nameLabel={t`Имя`} />
        <TextField {...text('company')} label={t`Компания`} autoComplete="organization" maxLength={200} />
        <TextField {...text('city')} label={t`Город`} autoComplete="address-level2" maxLength={100} />
      </div>
      <TextAreaField
        {...text('comment')}
        label={t`Об объекте`}
        hint={t`Назначение помещений, площадь, высота потолков, сроки — всё, что поможет подобрать решение`}
        maxLength={2000}
        rows={5}
      />
      <FileField
        id={fieldId('file')}
        label={t`Файл проекта`}
        file={file}
        inputRef={fileInput}
        onChange={changeFile}
        error={errors.file}
        accept=".pdf,.doc,.docx,.xls,.xlsx,.dwg,.jpg,.jpeg,.png,.zip"
        hint={t`PDF, DOC, XLS, DWG, JPG, PNG или ZIP, до 10 МБ`}
      />
      <ConsentField {...consent} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
          {sending ? t`Отправляем…` : t`Отправить заявку`}
        </button>
        <p id="solution-request-note" className={styles.note}>
          {t`Поля со звёздочкой обязательны`}
        </p>
      </div>
      <p role="status" className={styles.accepted}>
        {acceptedId ? t`Спасибо! Заявка № ${acceptedId} принята — мы свяжемся с вами в течение рабочего дня.` : ''}
      </p>
    </form>
  );
}
