import { useMutation } from 'urql';
import { getFragmentData, graphql } from '@/app/graphql/generated';
import type {
  InternshipRequestInput,
  NewsRequestInput,
  SolutionRequestInput,
  VacancyRequestInput,
} from '@/app/graphql/generated/graphql';
import { answerOrRateLimit } from '@/app/graphql/rate-limit';

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

const SubmitSolutionRequest = graphql(`
  mutation SubmitSolutionRequest($input: SolutionRequestInput!, $file: File) {
    submitSolutionRequest(input: $input, file: $file) {
      ...RequestAnswer
    }
  }
`);

const SubmitNewsRequest = graphql(`
  mutation SubmitNewsRequest($input: NewsRequestInput!) {
    submitNewsRequest(input: $input) {
      ...RequestAnswer
    }
  }
`);

const SubmitVacancyRequest = graphql(`
  mutation SubmitVacancyRequest($input: VacancyRequestInput!, $file: File) {
    submitVacancyRequest(input: $input, file: $file) {
      ...RequestAnswer
    }
  }
`);

const SubmitInternshipRequest = graphql(`
  mutation SubmitInternshipRequest($input: InternshipRequestInput!, $file: File) {
    submitInternshipRequest(input: $input, file: $file) {
      ...RequestAnswer
    }
  }
`);

/**
 * Sends the request forms through the BFF (a multipart request when a file is attached). Loaded
 * with a form's first submit (`useGraphqlOnDemand`); a transport failure answers undefined.
 */
export default function useRequestActions() {
  const [, solution] = useMutation(SubmitSolutionRequest);
  const [, news] = useMutation(SubmitNewsRequest);
  const [, vacancy] = useMutation(SubmitVacancyRequest);
  const [, internship] = useMutation(SubmitInternshipRequest);
  return {
    solution: async (input: SolutionRequestInput, file: File | null) => {
      const { data, error } = await solution({ input, file });
      return answerOrRateLimit(getFragmentData(RequestAnswer, data?.submitSolutionRequest), error);
    },
    news: async (input: NewsRequestInput) => {
      const { data, error } = await news({ input });
      return answerOrRateLimit(getFragmentData(RequestAnswer, data?.submitNewsRequest), error);
    },
    vacancy: async (input: VacancyRequestInput, file: File | null) => {
      const { data, error } = await vacancy({ input, file });
      return answerOrRateLimit(getFragmentData(RequestAnswer, data?.submitVacancyRequest), error);
    },
    internship: async (input: InternshipRequestInput, file: File | null) => {
      const { data, error } = await internship({ input, file });
      return answerOrRateLimit(getFragmentData(RequestAnswer, data?.submitInternshipRequest), error);
    },
  };
}
