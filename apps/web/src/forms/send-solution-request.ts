import { browserGraphqlClient } from '../graphql/client';
import type { SolutionRequestInput, SubmitSolutionRequestMutation, SubmitSolutionRequestMutationVariables } from '../graphql/generated/graphql';
import type { Locale } from '../i18n/locale';

// A tagged string rather than `graphql()`: codegen still types it, but the document travels in
// this lazily loaded module instead of the generated module every page shares.
const SubmitSolutionRequest = /* GraphQL */ `
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
`;

/**
 * Sends the request through the BFF (a multipart request when a file is attached). Loaded with the
 * first submit, so the GraphQL client is not part of the page's first script. A transport
 * failure answers undefined, like an unexpected answer.
 */
export async function sendSolutionRequest(locale: Locale, input: SolutionRequestInput, file: File | null) {
  const result = await browserGraphqlClient(locale).mutation<SubmitSolutionRequestMutation, SubmitSolutionRequestMutationVariables>(SubmitSolutionRequest, { input, file }).toPromise();
  return result.data?.submitSolutionRequest;
}
