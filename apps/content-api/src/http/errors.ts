import type { ErrorBody, FieldError } from '@ostrel/contract/schemas/common';

type ErrorCode = ErrorBody['error']['code'];

/** An error meant for the client: its status, code and message are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const notFound = (what = 'No such content') => new HttpError(404, 'not_found', what);

export const badRequest = (message: string, fields?: FieldError[]) =>
  new HttpError(400, 'bad_request', message, fields);
