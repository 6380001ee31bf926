import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type { Locale } from '@/app/i18n/locale';
import { useTypedBeforeHydration } from '@/app/islands/typed-before-hydration';
import { usePageLocation } from '@/app/page/page-location';
import { showToast } from '@/ui/toast-queue';
import { waitMinutes, type RateLimitedAnswer } from '@/app/graphql/rate-limit';
import type { FieldMessages, FieldsOf } from './validate';

/** A form's text fields and its consent box, by field name. */
export type FormValues = Record<string, string | boolean> & { consent: boolean };

/** The rules of a form (./validate, loaded with the first submit): field → message. */
export type FormRules<Values> = (values: Values, file: File | null, locale: Locale) => FieldMessages;

/** An answer that takes the form: a stored request, or a subscription (new or not). */
export type AcceptedAnswer =
  | { __typename: 'FormAccepted'; id: string }
  | { __typename: 'NewsSubscription'; email: string; alreadySubscribed: boolean };

/** What sending gave, as the BFF's form results name it; undefined when no answer came. */
export type FormAnswer =
  | AcceptedAnswer
  | { __typename: 'FormFieldErrors'; fields: readonly { field: string; message: string }[] }
  | RateLimitedAnswer
  | { __typename: string }
  | undefined;

interface RequestFormOptions<Values, Input> {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  loadRules: () => Promise<FormRules<Values>>;
  /** Sends the fields as the input wants them (`inputFrom`), with the file when the form has one. */
  send: (input: Input, file: File | null) => Promise<FormAnswer>;
  /** Toast after an accepted request. */
  accepted: { title: string; message: string } | ((answer: AcceptedAnswer) => { title: string; message: string });
  /** What the server answered to the form sent without script: the fields as sent and their messages. */
  initial?: { values: Values; errors: FieldMessages } | undefined;
}

/**
 * What every request form does (solution, event registration…): the fields as state, taken over
 * from what was typed before the form's code arrived; the contract's rules, loaded with the first
 * submit, checked before sending and again at a field the visitor corrects; the server's field
 * errors shown the same way; focus on the first wrong field; the failure toast (requirements §15). Nothing typed
 * is lost until the request is accepted, and then the form is emptied.
 */
export function useRequestForm<Input extends { consent: boolean }, Given extends keyof Input = never>({
  idPrefix,
  loadRules,
  send,
  accepted,
  initial,
}: RequestFormOptions<FieldsOf<Input, Given>, Omit<Input, Given>>) {
  type Values = FieldsOf<Input, Given>;
  const { t } = useLingui();
  const { locale } = usePageLocation();
  // The fields are the form's own (its inputs, in its order): none is listed here again.
  const [values, setValues] = useState<Partial<Values>>(initial?.values ?? {});
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldMessages>(initial?.errors ?? {});
  const [sending, setSending] = useState(false);
  const [acceptedAnswer, setAcceptedAnswer] = useState<AcceptedAnswer | null>(null);
  const [rules, setRules] = useState<FormRules<Values> | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fieldId = (field: string) => `${idPrefix}-${field}`;

  /** The fields as the form element holds them: what was typed, whether or not React has taken over. */
  function valuesInForm(form: HTMLFormElement): Values {
    const typed: Record<string, string | boolean> = {};
    for (const field of visitorFields(form))
      typed[field.name] = field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
    return typed as Values;
  }

  // What was typed (or chosen) before the form hydrated becomes its state.
  const formElement = useTypedBeforeHydration<HTMLFormElement>((changed, form) => {
    if (changed.some((field) => field.type !== 'file')) setValues(valuesInForm(form));
    const typedFile = fileInput.current?.files?.[0];
    if (typedFile) setFile(typedFile);
  });

  const formFields = () => (formElement.current ? fieldsInOrder(formElement.current) : []);

  /** Every field's value: what the state holds, over the form's empty fields. */
  const allValues = (): Values =>
    ({ ...(formElement.current ? valuesInForm(formElement.current) : {}), ...values }) as Values;

  /** After a first check, a corrected field loses its message as the visitor types. */
  function recheck(field: string, nextValues: Values, nextFile: File | null) {
    if (!rules || !(field in errors)) return;
    const message = rules(nextValues, nextFile, locale)[field];
    setErrors((current) =>
      message
        ? { ...current, [field]: message }
        : Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)),
    );
  }

  const change =
    (field: keyof Values & string) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value =
        event.target instanceof HTMLInputElement && event.target.type === 'checkbox'
          ? event.target.checked
          : event.target.value;
      const nextValues = { ...values, [field]: value };
      setValues(nextValues);
      setAcceptedAnswer(null);
      recheck(field, { ...allValues(), ...nextValues }, file);
    };

  const changeFile = (event: ChangeEvent<HTMLInputElement>) => {
    const nextFile = event.target.files?.[0] ?? null;
    setFile(nextFile);
    recheck('file', allValues(), nextFile);
  };

  function showErrors(found: FieldMessages) {
    setErrors(found);
    formFields()
      .find((field) => found[field.name])
      ?.focus();
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
      const submitted = formElement.current ? valuesInForm(formElement.current) : allValues();
      const submittedFile = file ?? fileInput.current?.files?.[0] ?? null;
      const check = rules ?? (await loadRules());
      setRules(() => check);
      const found = check(submitted, submittedFile, locale);
      if (Object.keys(found).length > 0) {
        showErrors(found);
        return;
      }
      const answer = await send(inputFrom(submitted) as unknown as Omit<Input, Given>, submittedFile);
      if (isAccepted(answer)) {
        setValues({});
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        setErrors({});
        setAcceptedAnswer(answer);
        showToast({ variant: 'success', ...(typeof accepted === 'function' ? accepted(answer) : accepted) });
      } else if (answer && isRateLimited(answer)) {
        const minutes = waitMinutes(answer.retryAfterSeconds);
        showToast({
          variant: 'error',
          title: t`Слишком много отправок подряд`,
          message: t`Подождите ${minutes} мин. и отправьте снова — всё, что вы ввели, осталось в форме`,
        });
      } else if (
        answer?.__typename === 'FormFieldErrors' &&
        'fields' in answer &&
        answer.fields.every((error) => formFields().some((field) => field.name === error.field))
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

  return {
    values,
    file,
    errors,
    sending,
    acceptedAnswer,
    /** The id of the accepted request, for its confirmation line. */
    acceptedId: acceptedAnswer?.__typename === 'FormAccepted' ? acceptedAnswer.id : null,
    fieldId,
    fileInput,
    changeFile,
    change,
    /** The form element's own props. */
    form: {
      ref: formElement,
      noValidate: true,
      onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
        void submit(event);
      },
    },
    /** The consent box's wiring. */
    consent: {
      id: fieldId('consent'),
      checked: (values as Partial<FormValues>).consent ?? false,
      onChange: change('consent' as keyof Values & string),
      error: errors.consent,
    },
    /** A text field's or a select's wiring: id, name, value, change handler, message. */
    text: (field: Exclude<keyof Values & string, 'consent'>) => ({
      id: fieldId(field),
      name: field,
      value: (values[field] as string | undefined) ?? '',
      onChange: change(field),
      error: errors[field],
    }),
  };
}

function isAccepted(answer: FormAnswer): answer is AcceptedAnswer {
  return (
    (answer?.__typename === 'FormAccepted' && 'id' in answer) ||
    (answer?.__typename === 'NewsSubscription' && 'alreadySubscribed' in answer)
  );
}

/**
 * The fields as the request input wants them: text trimmed, and null when left empty. The rules
 * have passed before anything is sent, so only optional fields are empty.
 */
function inputFrom(values: object): Record<string, string | boolean | null> {
  return Object.fromEntries(
    Object.entries(values as FormValues).map(([field, value]) => [
      field,
      typeof value === 'string' ? value.trim() || null : value,
    ]),
  );
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Every field of the form in its order, the file picker included (where a message may point). */
function fieldsInOrder(form: HTMLFormElement): FieldElement[] {
  return [...form.elements].filter(
    (element): element is FieldElement =>
      (element instanceof HTMLInputElement && element.type !== 'hidden' && element.type !== 'submit') ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement,
  );
}

/** The fields the visitor fills in (what the state holds): all but the file picker. */
function visitorFields(form: HTMLFormElement): FieldElement[] {
  return fieldsInOrder(form).filter((field) => field.name !== '' && field.type !== 'file');
}

function isRateLimited(answer: NonNullable<FormAnswer>): answer is RateLimitedAnswer {
  return answer.__typename === 'RateLimited' && 'retryAfterSeconds' in answer;
}
