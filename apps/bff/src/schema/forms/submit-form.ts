import { randomUUID } from 'node:crypto';
import { endpoints, type ResponseOf } from '@ostrel/contract/endpoints';
import type { Locale } from '@ostrel/contract/schemas/common';
import type * as z from 'zod';
import type { BffContext } from '../../context.js';
import type { FormFieldErrors, FormUnavailable } from '../../generated/resolvers-types.js';
import type { UpstreamFile } from '../../upstream/client.js';
import { fieldError, fieldErrorsFromZod } from '@ostrel/contract/field-errors';
import { fileError, readOnce } from './field-errors.js';

export type FormEndpointId =
  'vacancyRequest' | 'internshipRequest' | 'solutionRequest' | 'newsRequest' | 'newsSubscribe';

/** Why a submission was not stored, as the graph tells it. */
export type Refusal =
  (FormFieldErrors & { __typename: 'FormFieldErrors' }) | (FormUnavailable & { __typename: 'FormUnavailable' });

const unavailableMessage: Record<Locale, string> = {
  ru: 'Не удалось отправить: что-то пошло не так. Попробуйте, пожалуйста, позже',
  en: 'Could not send: something went wrong. Please try again later',
};

/** Form input as the contract's rules read it: text as typed, consent as "true"/"false", nulls absent. */
function asFields(input: Record<string, unknown>): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(input)) {
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'boolean') fields[name] = String(value);
  }
  return fields;
}

/**
 * Checks a form with the contract's rules (and the file by size, type and bytes), then sends it. Nothing
 * invalid reaches the content API; whatever it answers is told apart: accepted, field errors, or
 * unavailable, never a silent loss. A request form the content API cannot take goes to the outbox
 * (when there is one), and is accepted under the id it will be stored with.
 */
export async function submitForm<Id extends FormEndpointId, Accepted>(
  context: BffContext,
  id: Id,
  rules: z.ZodType<Record<string, unknown>>,
  input: object,
  upload: UpstreamFile | null | undefined,
  accepted: (data: ResponseOf<Id>) => Accepted,
): Promise<Accepted | Refusal> {
  const { locale } = context;
  const file = upload ? await readOnce(upload) : upload;
  const fields = asFields(input as Record<string, unknown>);
  const parsed = rules.safeParse(fields);
  const kind = endpoints[id].upload;
  const errors = [
    ...(parsed.success ? [] : fieldErrorsFromZod(parsed.error, locale, fields)),
    ...(file && kind ? [await fileError(file, kind, locale)] : []),
  ].filter((error) => error !== null);
  if (!parsed.success || errors.length > 0) return { __typename: 'FormFieldErrors', fields: errors };
  const query = parsed.data as Record<string, string | undefined>;
  const sentFile = kind ? (file ?? null) : null;
  // The key makes a retry safe and becomes the submission's id, wherever it is finally stored.
  const key = endpoints[id].idempotent ? randomUUID() : undefined;
  const result = await context.upstream.send(id, { query, locale, file: sentFile, idempotencyKey: key });
  switch (result.status) {
    case 'accepted':
      return accepted(result.data);
    case 'invalid':
      return { __typename: 'FormFieldErrors', fields: result.fields };
    case 'too_large':
      return { __typename: 'FormFieldErrors', fields: [fieldError('file', 'too_large', locale)] };
    case 'unavailable':
      if (key && context.outbox) {
        try {
          await context.outbox.add({ key, endpoint: id, query, locale }, sentFile);
          return accepted({ id: key, receivedAt: new Date().toISOString() } as ResponseOf<Id>);
        } catch (error) {
          context.log.error({ msg: 'the outbox could not keep a form', endpoint: id, detail: String(error) });
        }
      }
      return { __typename: 'FormUnavailable', message: unavailableMessage[locale] };
  }
}
