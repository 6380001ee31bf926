import { useMutation } from 'urql';
import type { NewsSubscriptionInput } from '../../app/graphql/generated/graphql';
import { SubscribeToNews } from './subscribe-to-news';

/** Subscribes an address to the news through the BFF. Loaded with the first submit (`useGraphqlOnDemand`). */
export default function useNewsSubscriptionActions() {
  const [, subscribe] = useMutation(SubscribeToNews);
  return {
    send: async (input: NewsSubscriptionInput) => (await subscribe({ input })).data?.subscribeToNews,
  };
}
