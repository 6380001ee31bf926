import { useMutation } from 'urql';
import { graphql } from '../../app/graphql/generated';
import { answerOrRateLimit } from '../../app/graphql/rate-limit';
import type { NewsRequestInput } from '../../app/graphql/generated/graphql';

const SubmitNewsRequest = graphql(`
  mutation SubmitNewsRequest($input: NewsRequestInput!) {
    submitNewsRequest(input: $input) {
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

/** Sends a registration for an event through the BFF. Loaded with the first submit (`useGraphqlOnDemand`). */
export default function useNewsRequestActions() {
  const [, submit] = useMutation(SubmitNewsRequest);
  return {
    send: async (input: NewsRequestInput) => {
      const { data, error } = await submit({ input });
      return answerOrRateLimit(data?.submitNewsRequest, error);
    },
  };
}
