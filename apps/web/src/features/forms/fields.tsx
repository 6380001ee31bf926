import { useLingui } from '@lingui/react/macro';
import type {
  ChangeEvent,
  InputHTMLAttributes,
  ReactNode,
  RefObject,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import styles from './fields.module.css';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, required, children }: FieldFrameProps) {
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The input's ARIA wiring to its message: the error when there is one, else the hint. */
function describedBy(id: string, error?: string, hint?: ReactNode) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

export function TextField({ id, label, error, hint, required, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        className={styles.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

/** What `useRequestForm`'s `text(field)` gives a field: id, name, value, change handler, message. */
interface FieldWiring {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
}

/** The name, phone and e-mail every request form starts with, with the contract's limits. */
export function ContactFields({
  wiring,
  nameLabel,
}: {
  wiring: (field: 'name' | 'phone' | 'email') => FieldWiring;
  nameLabel: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField {...wiring('name')} label={nameLabel} autoComplete="name" required maxLength={100} />
      <TextField
        {...wiring('phone')}
        label={t`Телефон`}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        maxLength={24}
      />
      <TextField {...wiring('email')} label={t`E-mail`} type="email" autoComplete="email" required maxLength={254} />
    </>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

export function TextAreaField({ id, label, error, hint, required, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={id}
        className={`${styles.input} ${styles.textarea}`}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The content's options: the value sent and the label shown. */
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("choose…"): what an untouched field holds. */
  placeholder: string;
};

/** A native select: the platform's own picker on phones, and keyboard and screen-reader support as is. */
export function SelectField({ id, label, error, hint, required, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <select
        id={id}
        className={`${styles.input} ${styles.select}`}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: ReactNode;
  error?: string;
};

export function CheckboxField({ id, label, error, ...input }: CheckboxFieldProps) {
  return (
    <div className={styles.checkboxField} data-invalid={error ? '' : undefined}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id} className={styles.checkboxLabel}>
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className={`${styles.error} ${styles.checkboxError}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The consent every request form asks for, with the privacy policy a click away (in a new tab: the form stays). */
export function ConsentField({
  id,
  checked,
  onChange,
  error,
}: {
  id: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  return (
    <CheckboxField
      id={id}
      name="consent"
      checked={checked}
      onChange={onChange}
      error={error}
      label={
        <>
          {t`Я согласен на обработку персональных данных в соответствии с`}{' '}
          <a href={localePath(locale, '/about/privacy-policy')} target="_blank" rel="noopener">
            {t`политикой конфиденциальности`}
          </a>
        </>
      }
    />
  );
}

/**
 * An optional file (a project, a CV): the browser's own picker hidden behind a button in the page's
 * language, the chosen file's name, and the accepted types and size limit told before choosing.
 */
export function FileField({
  id,
  label,
  file,
  inputRef,
  onChange,
  error,
  accept,
  hint,
}: {
  id: string;
  label: string;
  file: File | null;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  /** The accepted extensions, e.g. ".pdf,.doc". */
  accept: string;
  /** The accepted types and the size limit, in words. */
  hint: string;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.file} data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className={styles.fileLabel}>
        {label}
      </label>
      <div className={styles.picker}>
        <input
          ref={inputRef}
          id={id}
          name="file"
          type="file"
          className={`visually-hidden ${styles.fileInput}`}
          accept={accept}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-name ${error ? `${id}-error` : `${id}-hint`}`}
        />
        {/* The browser's own button speaks the browser's language; this one speaks the page's. */}
        <label htmlFor={id} className={styles.fileButton} aria-hidden="true">
          {file ? t`Заменить файл` : t`Выбрать файл`}
        </label>
        <span id={`${id}-name`} className={styles.fileName}>
          {file ? file.name : t`Файл не выбран`}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.fileError}>
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.fileHint}>
          {hint}
        </p>
      )}
    </div>
  );
}
