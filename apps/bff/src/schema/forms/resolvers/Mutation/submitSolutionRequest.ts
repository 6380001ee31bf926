import { SolutionRequestFields } from '@ostrel/contract/schemas/forms';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { submitForm } from '../../submit-form.js';

export const submitSolutionRequest: NonNullable<MutationResolvers['submitSolutionRequest']> = (
  _parent,
  { input, file },
  context,
) =>
  submitForm(context, 'solutionRequest', SolutionRequestFields, input, file, (data) => ({
    __typename: 'FormAccepted',
    ...data,
  }));
