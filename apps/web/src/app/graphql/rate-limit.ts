import type { CombinedError } from '@urql/core';

/**
 * The seconds to wait when the BFF refused an operation for the visitor's rate limit (its
 * rate-limits.ts: HTTP 429, `extensions.code` `RATE_LIMITED`); null for any other outcome.
 */
export function retryAfterOf(error: CombinedError | undefined): number | null {
  const refusal = error?.graphQLErrors.find((each) => each.extensions.code === 'RATE_LIMITED');
  if (!refusal) return null;
  const seconds = refusal.extensions.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 60;
}

/** A form's answer when the visitor sent too many: what `useRequestForm` tells them. */
export interface RateLimitedAnswer {
  __typename: 'RateLimited';
  retryAfterSeconds: number;
}

/** The mutation's own answer, or the rate limit's when that refused it. */
export function answerOrRateLimit<Answer>(
  answer: Answer | undefined,
  error: CombinedError | undefined,
): Answer | RateLimitedAnswer | undefined {
  const retryAfterSeconds = retryAfterOf(error);
  return retryAfterSeconds === null ? answer : { __typename: 'RateLimited', retryAfterSeconds };
}

/** Whole minutes to tell a visitor to wait (at least one). */
export function waitMinutes(retryAfterSeconds: number | undefined): number {
  return Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
}
