import { fieldError, fieldErrorsFromZod } from '@ostrel/contract/field-errors';
import {
  allowedUploads,
  InternshipRequestFields,
  maxUploadBytes,
  NewsRequestFields,
  SolutionRequestFields,
  SubscribeFields,
  VacancyRequestFields,
} from '@ostrel/contract/schemas/forms';
import type { ZodType } from 'zod';
import type { Locale } from '../../app/i18n/locale.js';

/** Field name → message, in form order. */
export type FieldMessages = Record<string, string>;

type UploadKind = keyof typeof allowedUploads;

/**
 * The forms' rules are the contract's: the same ones the BFF and the content API apply, with the
 * same messages. This module is loaded when a visitor first submits (it brings zod along), so
 * pages without a form never download it.
 */
function fileMessage(file: File | null, kind: UploadKind, locale: Locale): string | null {
  if (!file) return null;
  if (file.size > maxUploadBytes) return fieldError('file', 'too_large', locale).message;
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (file.size === 0 || !(allowedUploads[kind] as readonly string[]).includes(extension))
    return fieldError('file', 'bad_type', locale).message;
  return null;
}

export type SolutionRequestValues = {
  name: string;
  phone: string;
  email: string;
  company: string;
  city: string;
  comment: string;
  consent: boolean;
};

function trimmed<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;
}

/** A form's fields against its contract schema; blank text counts as empty, as the visitor means it. */
function fieldMessages(schema: ZodType, values: object & { consent: boolean }, locale: Locale): FieldMessages {
  const input = { ...trimmed(values), consent: values.consent ? 'true' : '' };
  const result = schema.safeParse(input);
  const messages: FieldMessages = {};
  if (!result.success)
    for (const error of fieldErrorsFromZod(result.error, locale, input)) messages[error.field] = error.message;
  return messages;
}

export function validateSolutionRequest(
  values: SolutionRequestValues,
  file: File | null,
  locale: Locale,
): FieldMessages {
  const messages = fieldMessages(SolutionRequestFields, values, locale);
  const fileProblem = fileMessage(file, 'project', locale);
  if (fileProblem) messages.file = fileProblem;
  return messages;
}

export type NewsRequestValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  comment: string;
  consent: boolean;
};

/** Registration for an event (a news request, requirements §12): no file. */
export function validateNewsRequest(values: NewsRequestValues, _file: File | null, locale: Locale): FieldMessages {
  return fieldMessages(NewsRequestFields, values, locale);
}

export type SubscriptionValues = {
  email: string;
  consent: boolean;
};

/** The news subscription: e-mail and consent. */
export function validateSubscription(values: SubscriptionValues, _file: File | null, locale: Locale): FieldMessages {
  return fieldMessages(SubscribeFields, values, locale);
}

export type VacancyRequestValues = {
  name: string;
  phone: string;
  email: string;
  city: string;
  comment: string;
  consent: boolean;
};

/** A vacancy application (requirements §12): the vacancy's code comes with the page, the CV is optional. */
export function validateVacancyRequest(
  values: VacancyRequestValues & { vacancyCode: string },
  file: File | null,
  locale: Locale,
): FieldMessages {
  const messages = fieldMessages(VacancyRequestFields, values, locale);
  const fileProblem = fileMessage(file, 'resume', locale);
  if (fileProblem) messages.file = fileProblem;
  return messages;
}

export type InternshipRequestValues = {
  name: string;
  phone: string;
  email: string;
  direction: string;
  educationLevel: string;
  format: string;
  city: string;
  university: string;
  comment: string;
  consent: boolean;
};

/** An internship application (requirements §12): four choices from the content's options, the CV optional. */
export function validateInternshipRequest(
  values: InternshipRequestValues,
  file: File | null,
  locale: Locale,
): FieldMessages {
  const messages = fieldMessages(InternshipRequestFields, values, locale);
  const fileProblem = fileMessage(file, 'resume', locale);
  if (fileProblem) messages.file = fileProblem;
  return messages;
}
