import { InternshipRequestFields } from '@ostrel/contract/schemas/forms';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { submitForm } from '../../submit-form.js';

export const submitInternshipRequest: NonNullable<MutationResolvers['submitInternshipRequest']> = (
  _parent,
  { input, file },
  context,
) =>
  submitForm(context, 'internshipRequest', InternshipRequestFields, input, file, (data) => ({
    __typename: 'FormAccepted',
    ...data,
  }));
