import { useMutation } from 'urql';
import { graphql } from '@/app/graphql/generated';

const LikeBlogItem = graphql(`
  mutation LikeBlogItem($blogItemUrl: String!) {
    likeBlogItem(blogItemUrl: $blogItemUrl) {
      likes
    }
  }
`);

/** Records a like through the BFF. Loaded with the first like (`useGraphqlOnDemand`); its answer is not used (requirements §10). */
export default function useLikeActions() {
  const [, like] = useMutation(LikeBlogItem);
  return {
    like: async (blogItemUrl: string) => {
      await like({ blogItemUrl });
    },
  };
}
