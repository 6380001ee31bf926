import { useMutation } from 'urql';
import { graphql } from '../../app/graphql/generated';
import { answerOrRateLimit } from '../../app/graphql/rate-limit';
import type { InternshipRequestInput } from '../../app/graphql/generated/graphql';

const SubmitInternshipRequest = graphql(`
  mutation SubmitInternshipRequest($input: InternshipRequestInput!, $file: File) {
    submitInternshipRequest(input: $input, file: $file) {
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
 * Sends the internship application through the BFF (a multipart request when a CV is attached). Loaded with
 * the first submit (`useGraphqlOnDemand`); a transport failure answers undefined.
 */
export default function useInternshipRequestActions() {
  const [, submit] = useMutation(SubmitInternshipRequest);
  return {
    send: async (input: InternshipRequestInput, file: File | null) => {
      const { data, error } = await submit({ input, file });
      return answerOrRateLimit(data?.submitInternshipRequest, error);
    },
  };
}
