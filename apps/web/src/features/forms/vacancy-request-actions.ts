import { useMutation } from 'urql';
import { graphql } from '../../app/graphql/generated';
import { answerOrRateLimit } from '../../app/graphql/rate-limit';
import type { VacancyRequestInput } from '../../app/graphql/generated/graphql';

const SubmitVacancyRequest = graphql(`
  mutation SubmitVacancyRequest($input: VacancyRequestInput!, $file: File) {
    submitVacancyRequest(input: $input, file: $file) {
      __typename
      ... on FormAccepted {
        id
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
 * Sends the application through the BFF (a multipart request when a CV is attached). Loaded with
 * the first submit (`useGraphqlOnDemand`); a transport failure answers undefined.
 */
export default function useVacancyRequestActions() {
  const [, submit] = useMutation(SubmitVacancyRequest);
  return {
    send: async (input: VacancyRequestInput, file: File | null) => {
      const { data, error } = await submit({ input, file });
      return answerOrRateLimit(data?.submitVacancyRequest, error);
    },
  };
}
