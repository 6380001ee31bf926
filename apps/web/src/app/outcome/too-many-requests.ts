import { render } from 'vike/abort';

/**
 * The abort for a page whose read the visitor's rate limit refused: Vike renders the error page
 * with 429 (pages/_error), and the server adds Retry-After. `throw tooManyRequests(seconds)`.
 */
export function tooManyRequests(retryAfterSeconds: number): Error {
  return render(429, { retryAfterSeconds });
}
