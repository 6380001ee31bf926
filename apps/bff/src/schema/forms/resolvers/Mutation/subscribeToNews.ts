import { SubscribeFields } from '@ostrel/contract/schemas/forms';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { submitForm } from '../../submit-form.js';

export const subscribeToNews: NonNullable<MutationResolvers['subscribeToNews']> = (_parent, { input }, context) =>
  submitForm(context, 'newsSubscribe', SubscribeFields, input, null, (data) => ({
    __typename: 'NewsSubscription',
    ...data,
  }));
