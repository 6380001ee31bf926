import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { showToast } from '../../ui/toast-queue';
import { useGraphqlOnDemand } from '../../app/graphql/on-demand';
import { localePath } from '../../app/i18n/locale';
import { usePageLocation } from '../../app/page/page-location';
import { CheckboxField, TextAreaField, TextField } from './fields';
import styles from './request-form.module.css';
import type { FieldMessages, SolutionRequestValues, validateSolutionRequest } from './validate';

const emptyValues: SolutionRequestValues = {
  name: '',
  phone: '',
  email: '',
  company: '',
  city: '',
  comment: '',
  consent: false,
};
const fieldOrder = ['name', 'phone', 'email', 'company', 'city', 'comment', 'file', 'consent'] as const;
type Validator = typeof validateSolutionRequest;
const loadActions = () => import('./solution-request-actions');

const fieldId = (field: string) => `solution-request-${field}`;

/** What the visitor typed into the server-rendered form before its code arrived. */
function valuesInForm(form: HTMLFormElement): SolutionRequestValues {
  const read = (field: keyof SolutionRequestValues) => form.elements.namedItem(field) as HTMLInputElement | null;
  const typed = { ...emptyValues };
  for (const field of ['name', 'phone', 'email', 'company', 'city', 'comment'] as const)
    typed[field] = read(field)?.value ?? '';
  typed.consent = read('consent')?.checked ?? false;
  return typed;
}

/**
 * The solution request (SPEC §7: multipart with a file, through the BFF's mutation). Fields are
 * checked with the contract's own rules before sending; what the server finds wrong is shown at
 * its field too. Whatever happens, what the visitor typed stays until the request is accepted.
 */
export function SolutionRequestForm({ solutionCode }: { solutionCode: string }) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const [values, setValues] = useState(emptyValues);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [sending, setSending] = useState(false);
  const [acceptedId, setAcceptedId] = useState<string | null>(null);
  // The rules (and zod with them) load with the first submit.
  const [validator, setValidator] = useState<Validator | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const graphql = useGraphqlOnDemand(loadActions);

  // What was typed before the form hydrated becomes its state.
  useEffect(() => {
    const typed = formElement.current ? valuesInForm(formElement.current) : null;
    if (typed && Object.values(typed).some(Boolean)) setValues(typed);
    const typedFile = fileInput.current?.files?.[0];
    if (typedFile) setFile(typedFile);
  }, []);

  /** After a first check, a corrected field loses its message as the visitor types. */
  function recheck(field: string, nextValues: SolutionRequestValues, nextFile: File | null) {
    if (!validator || !(field in errors)) return;
    const message = validator(nextValues, nextFile, locale)[field];
    setErrors((current) =>
      message
        ? { ...current, [field]: message }
        : Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)),
    );
  }

  const change =
    (field: keyof SolutionRequestValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value =
        event.target instanceof HTMLInputElement && event.target.type === 'checkbox'
          ? event.target.checked
          : event.target.value;
      const nextValues = { ...values, [field]: value };
      setValues(nextValues);
      setAcceptedId(null);
      recheck(field, nextValues, file);
    };

  const changeFile = (event: ChangeEvent<HTMLInputElement>) => {
    const nextFile = event.target.files?.[0] ?? null;
    setFile(nextFile);
    recheck('file', values, nextFile);
  };

  function showErrors(found: FieldMessages) {
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function failed() {
    showToast({ variant: 'error', title: t`Что-то пошло не так...`, message: t`Попробуйте, пожалуйста, позже` });
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      // The fields as the form holds them: the same as the state, and also right for a submit made
      // before the form hydrated and replayed before its state took over what was typed.
      const submitted = formElement.current ? valuesInForm(formElement.current) : values;
      const submittedFile = file ?? fileInput.current?.files?.[0] ?? null;
      const validate = validator ?? (await import('./validate')).validateSolutionRequest;
      setValidator(() => validate);
      const found = validate(submitted, submittedFile, locale);
      if (Object.keys(found).length > 0) {
        showErrors(found);
        return;
      }
      const input = {
        solutionCode,
        name: submitted.name.trim(),
        phone: submitted.phone.trim(),
        email: submitted.email.trim(),
        company: submitted.company.trim() || null,
        city: submitted.city.trim() || null,
        comment: submitted.comment.trim() || null,
        consent: submitted.consent,
      };
      const answer = await (await graphql.actions()).send(input, submittedFile);
      if (answer?.__typename === 'FormAccepted') {
        setValues(emptyValues);
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        setErrors({});
        setAcceptedId(answer.id);
        showToast({
          variant: 'success',
          title: t`Заявка отправлена`,
          message: t`Инженеры свяжутся с вами в течение рабочего дня`,
        });
      } else if (
        answer?.__typename === 'FormFieldErrors' &&
        answer.fields.every((error) => (fieldOrder as readonly string[]).includes(error.field))
      ) {
        showErrors(Object.fromEntries(answer.fields.map((error) => [error.field, error.message])));
      } else {
        failed();
      }
    } catch {
      failed();
    } finally {
      setSending(false);
    }
  }

  const text = (field: keyof Omit<SolutionRequestValues, 'consent'>) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: change(field),
    error: errors[field],
  });

  return (
    <form
      ref={formElement}
      className={styles.form}
      onSubmit={(event) => {
        void submit(event);
      }}
      noValidate
      aria-describedby="solution-request-note"
    >
      <div className={styles.grid}>
        <TextField {...text('name')} label={t`Имя`} autoComplete="name" required maxLength={100} />
        <TextField
          {...text('phone')}
          label={t`Телефон`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={24}
        />
        <TextField {...text('email')} label={t`E-mail`} type="email" autoComplete="email" required maxLength={254} />
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
      <div className={styles.file} data-invalid={errors.file ? '' : undefined}>
        <label htmlFor={fieldId('file')} className={styles.fileLabel}>
          {t`Файл проекта`}
        </label>
        <div className={styles.picker}>
          <input
            ref={fileInput}
            id={fieldId('file')}
            name="file"
            type="file"
            className={`visually-hidden ${styles.fileInput}`}
            accept=".pdf,.doc,.docx,.xls,.xlsx,.dwg,.jpg,.jpeg,.png,.zip"
            onChange={changeFile}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={`${fieldId('file')}-name ${errors.file ? `${fieldId('file')}-error` : `${fieldId('file')}-hint`}`}
          />
          {/* The browser's own button speaks the browser's language; this one speaks the page's. */}
          <label htmlFor={fieldId('file')} className={styles.fileButton} aria-hidden="true">
            {file ? t`Заменить файл` : t`Выбрать файл`}
          </label>
          <span id={`${fieldId('file')}-name`} className={styles.fileName}>
            {file ? file.name : t`Файл не выбран`}
          </span>
        </div>
        {errors.file ? (
          <p id={`${fieldId('file')}-error`} className={styles.fileError}>
            {errors.file}
          </p>
        ) : (
          <p id={`${fieldId('file')}-hint`} className={styles.fileHint}>
            {t`PDF, DOC, XLS, DWG, JPG, PNG или ZIP, до 10 МБ`}
          </p>
        )}
      </div>
      <CheckboxField
        id={fieldId('consent')}
        name="consent"
        checked={values.consent}
        onChange={change('consent')}
        error={errors.consent}
        label={
          <>
            {t`Я согласен на обработку персональных данных в соответствии с`}{' '}
            <a href={localePath(locale, '/about/privacy-policy')} target="_blank" rel="noopener">
              {t`политикой конфиденциальности`}
            </a>
          </>
        }
      />
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
      {graphql.host}
    </form>
  );
}
