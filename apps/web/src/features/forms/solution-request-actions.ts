import { useMutation } from 'urql';
import { graphql } from '../../app/graphql/generated';
import { answerOrRateLimit } from '../../app/graphql/rate-limit';
import type { SolutionRequestInput } from '../../app/graphql/generated/graphql';

const SubmitSolutionRequest = graphql(`
  mutation SubmitSolutionRequest($input: SolutionRequestInput!, $file: File) {
    submitSolutionRequest(input: $input, file: $file) {
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
 * Sends the request through the BFF (a multipart request when a file is attached). Loaded with the
 * first submit (`useGraphqlOnDemand`); a transport failure answers undefined, like an unexpected answer.
 */
export default function useSolutionRequestActions() {
  const [, submit] = useMutation(SubmitSolutionRequest);
  return {
    send: async (input: SolutionRequestInput, file: File | null) => {
      const { data, error } = await submit({ input, file });
      return answerOrRateLimit(data?.submitSolutionRequest, error);
    },
  };
}
