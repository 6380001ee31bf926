import type * as z from 'zod';
import type { FieldError, Locale } from './schemas/common.js';

// One wording for field errors, whichever side (BFF or content API) finds the problem.

const messages: Record<FieldError['code'], Record<Locale, string>> = {
  required: { ru: 'Заполните это поле', en: 'Please fill in this field' },
  invalid: { ru: 'Проверьте значение', en: 'Please check this value' },
  too_short: { ru: 'Слишком коротко', en: 'Too short' },
  too_long: { ru: 'Слишком длинно', en: 'Too long' },
  too_large: { ru: 'Файл больше 10 МБ', en: 'The file is larger than 10 MB' },
  bad_type: { ru: 'Этот тип файла не принимается', en: 'This file type is not accepted' },
  bad_archive: {
    ru: 'Архив повреждён или распаковывается в слишком большой объём',
    en: 'The archive is damaged or unpacks to too much data',
  },
};

const specific: Record<string, Record<Locale, string>> = {
  email: { ru: 'Укажите e-mail в формате name@example.com', en: 'Enter an e-mail like name@example.com' },
  phone: { ru: 'Укажите телефон: от 10 до 15 цифр', en: 'Enter a phone number of 10 to 15 digits' },
  consent: {
    ru: 'Нужно согласие на обработку персональных данных',
    en: 'Please agree to the processing of personal data',
  },
};

export function fieldError(field: string, code: FieldError['code'], locale: Locale): FieldError {
  const message =
    code === 'invalid' || (code === 'required' && field === 'consent')
      ? (specific[field]?.[locale] ?? messages[code][locale])
      : messages[code][locale];
  return { field, code, message };
}

/** Turns zod issues into one field error per field, with a message in the visitor's language. */
export function fieldErrorsFromZod(error: z.ZodError, locale: Locale, input: Record<string, unknown>): FieldError[] {
  const seen = new Map<string, FieldError>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    const present = input[field] !== undefined && input[field] !== '';
    let code: FieldError['code'] = 'invalid';
    if (!present) code = 'required';
    else if (issue.code === 'too_small') code = 'too_short';
    else if (issue.code === 'too_big') code = 'too_long';
    seen.set(field, fieldError(field, code, locale));
  }
  return [...seen.values()];
}
