import type { CombinedError } from 'urql';
import { getFragmentData, graphql, type FragmentType } from '@/app/graphql/generated';
import { answerOrRateLimit } from '@/app/graphql/rate-limit';

// The request forms' mutations (a multipart request when a file is attached), sent with urql's
// `useMutation` under the forms' island's `GraphqlProvider`.

/** What a request form shows of the BFF's answer: the request's number, or a message per field. */
const RequestAnswer = graphql(`
  fragment RequestAnswer on FormResult {
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
`);

export const SubmitSolutionRequest = graphql(`
  mutation SubmitSolutionRequest($input: SolutionRequestInput!, $file: File) {
    submitSolutionRequest(input: $input, file: $file) {
      ...RequestAnswer
    }
  }
`);

export const SubmitNewsRequest = graphql(`
  mutation SubmitNewsRequest($input: NewsRequestInput!) {
    submitNewsRequest(input: $input) {
      ...RequestAnswer
    }
  }
`);

export const SubmitVacancyRequest = graphql(`
  mutation SubmitVacancyRequest($input: VacancyRequestInput!, $file: File) {
    submitVacancyRequest(input: $input, file: $file) {
      ...RequestAnswer
    }
  }
`);

export const SubmitInternshipRequest = graphql(`
  mutation SubmitInternshipRequest($input: InternshipRequestInput!, $file: File) {
    submitInternshipRequest(input: $input, file: $file) {
      ...RequestAnswer
    }
  }
`);

/** The form's answer from a mutation's result; a transport failure answers undefined. */
export function requestAnswer(
  answer: FragmentType<typeof RequestAnswer> | undefined,
  error: CombinedError | undefined,
) {
  return answerOrRateLimit(getFragmentData(RequestAnswer, answer), error);
}
