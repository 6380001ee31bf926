import { useMutation } from 'urql';
import { answerOrRateLimit } from '@/app/graphql/rate-limit';
import type { NewsSubscriptionInput } from '@/app/graphql/generated/graphql';
import { SubscribeToNews } from './subscribe-to-news';

/** Subscribes an address to the news through the BFF. Loaded with the first submit (`useGraphqlOnDemand`). */
export default function useNewsSubscriptionActions() {
  const [, subscribe] = useMutation(SubscribeToNews);
  return {
    send: async (input: NewsSubscriptionInput) => {
      const { data, error } = await subscribe({ input });
      return answerOrRateLimit(data?.subscribeToNews, error);
    },
  };
}
