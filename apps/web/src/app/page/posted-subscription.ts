// The news subscription posted without script: the server answers with the page it was sent from,
// this drawn into it (pageContext.newsSubscription; the form is in src/features/forms).

/** Where a subscription form stands on a page; a page has at most one of each. */
export type SubscriptionPlacement = 'footer' | 'news';

/** The hidden field that names the form in a POST made without script. */
export const subscriptionFormName = 'news-subscription';

/**
 * The server's answer to a subscription form sent without script, drawn into the page it
 * answers with: what was sent (emptied once subscribed), the field messages, and the outcome.
 */
export interface SubscriptionAnswered {
  placement: SubscriptionPlacement;
  values: { email: string; consent: boolean };
  /** Field name → message. */
  errors: Record<string, string>;
  outcome: 'subscribed' | 'already-subscribed' | 'invalid' | 'unavailable' | 'rate-limited';
  /** The subscribed address, as the content API keeps it. */
  email: string | null;
  /** When the visitor sent too many: how long to wait (the answer's Retry-After). */
  retryAfterSeconds?: number;
}

/** The HTTP status a page answering the form is sent with. */
export function subscriptionStatus(answered: SubscriptionAnswered): number {
  if (answered.outcome === 'invalid') return 422;
  if (answered.outcome === 'rate-limited') return 429;
  return answered.outcome === 'unavailable' ? 503 : 200;
}
