import type { Client } from '@urql/core';
import { graphql } from '../../app/graphql/generated/gql.js';
import { retryAfterOf } from '../../app/graphql/rate-limit.js';
import {
  subscriptionFormName,
  type SubscriptionAnswered,
  type SubscriptionPlacement,
} from '../../app/page/posted-subscription.js';
import type { FieldMessages, SubscriptionValues } from './validate.js';

export const SubscribeToNews = graphql(`
  mutation SubscribeToNews($input: NewsSubscriptionInput!) {
    subscribeToNews(input: $input) {
      __typename
      ... on NewsSubscription {
        email
        alreadySubscribed
      }
      ... on FormFieldErrors {
        fields {
          field
          message
        }
      }
    }
  }
`);

/**
 * Sends a subscription posted as a plain form (`application/x-www-form-urlencoded`) through the
 * BFF, and says what to show (the BFF logs why it was unavailable). Null when the body is not this
 * form's.
 */
export async function answerPostedSubscription(
  client: Client,
  body: Record<string, string>,
): Promise<SubscriptionAnswered | null> {
  if (body.form !== subscriptionFormName) return null;
  const placement: SubscriptionPlacement = body.placement === 'news' ? 'news' : 'footer';
  const values: SubscriptionValues = { email: (body.email ?? '').slice(0, 1000), consent: body.consent === 'on' };
  const unavailable: SubscriptionAnswered = { placement, values, errors: {}, outcome: 'unavailable', email: null };
  let answer;
  try {
    const result = await client
      .mutation(SubscribeToNews, { input: { email: values.email.trim(), consent: values.consent } })
      .toPromise();
    answer = result.data?.subscribeToNews;
    const retryAfterSeconds = retryAfterOf(result.error);
    if (retryAfterSeconds !== null) return { ...unavailable, outcome: 'rate-limited', retryAfterSeconds };
  } catch {
    return unavailable;
  }
  if (answer?.__typename === 'NewsSubscription')
    return {
      placement,
      values: { email: '', consent: false },
      errors: {},
      outcome: answer.alreadySubscribed ? 'already-subscribed' : 'subscribed',
      email: answer.email,
    };
  if (answer?.__typename === 'FormFieldErrors') {
    const errors: FieldMessages = {};
    for (const { field, message } of answer.fields)
      if (field === 'email' || field === 'consent') errors[field] ??= message;
    if (Object.keys(errors).length > 0) return { placement, values, errors, outcome: 'invalid', email: null };
  }
  return unavailable;
}
