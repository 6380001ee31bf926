import { VacancyRequestFields } from '@ostrel/contract/schemas/forms';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { submitForm } from '../../submit-form.js';

export const submitVacancyRequest: NonNullable<MutationResolvers['submitVacancyRequest']> = (
  _parent,
  { input, file },
  context,
) =>
  submitForm(context, 'vacancyRequest', VacancyRequestFields, input, file, (data) => ({
    __typename: 'FormAccepted',
    ...data,
  }));
