import { NewsRequestFields } from '@ostrel/contract/schemas/forms';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { submitForm } from '../../submit-form.js';

export const submitNewsRequest: NonNullable<MutationResolvers['submitNewsRequest']> = (_parent, { input }, context) =>
  submitForm(context, 'newsRequest', NewsRequestFields, input, null, (data) => ({
    __typename: 'FormAccepted',
    ...data,
  }));
