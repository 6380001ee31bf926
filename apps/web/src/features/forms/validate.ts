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
import type {
  InternshipRequestInput,
  NewsRequestInput,
  NewsSubscriptionInput,
  SolutionRequestInput,
  VacancyRequestInput,
} from '../../app/graphql/generated/graphql.js';
import type { Locale } from '../../app/i18n/locale.js';

/** Field name → message, in form order. */
export type FieldMessages = Record<string, string>;

/**
 * A form's fields as the visitor fills them, from the GraphQL input the form sends (the BFF's
 * schema, checked against the contract's): text as typed, the consent box ticked or not. `Given`
 * names the input's fields the form has no field for (a vacancy's code, which the page supplies).
 */
export type FieldsOf<Input, Given extends keyof Input = never> = {
  [Field in Exclude<keyof Input, Given>]-?: Field extends 'consent' ? boolean : string;
};

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

export type SolutionRequestValues = FieldsOf<SolutionRequestInput, 'solutionCode'>;

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

export type NewsRequestValues = FieldsOf<NewsRequestInput, 'newsCode'>;

/** Registration for an event (a news request, requirements §12): no file. */
export function validateNewsRequest(values: NewsRequestValues, _file: File | null, locale: Locale): FieldMessages {
  return fieldMessages(NewsRequestFields, values, locale);
}

/** The subscription's optional name has no field on the site's forms. */
export type SubscriptionValues = FieldsOf<NewsSubscriptionInput, 'name'>;

/** The news subscription: e-mail and consent. */
export function validateSubscription(values: SubscriptionValues, _file: File | null, locale: Locale): FieldMessages {
  return fieldMessages(SubscribeFields, values, locale);
}

export type VacancyRequestValues = FieldsOf<VacancyRequestInput, 'vacancyCode'>;

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

export type InternshipRequestValues = FieldsOf<InternshipRequestInput>;

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
