import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { useMutation } from 'urql';
import { graphql } from '@/app/graphql/generated';
import { HeartIcon } from '@/ui/icons';
import styles from './like-button.module.css';
import { likedBlogItemsKey, parseLikedBlogItems, shownLikes, type LikedBlogItems } from './liked-blog-items';

const likedChangeEvent = 'ostrel:liked-blog-items';

const LikeBlogItem = graphql(`
  mutation LikeBlogItem($blogItemUrl: String!) {
    likeBlogItem(blogItemUrl: $blogItemUrl) {
      likes
    }
  }
`);

function readLiked(): LikedBlogItems {
  try {
    return parseLikedBlogItems(window.localStorage.getItem(likedBlogItemsKey));
  } catch {
    // Storage refused (a privacy mode): nothing is remembered, the like still counts on the page.
    return {};
  }
}

function storeLiked(items: LikedBlogItems) {
  try {
    window.localStorage.setItem(likedBlogItemsKey, JSON.stringify(items));
  } catch {
    // As above: the page shows the like; another visit will not remember it.
  }
  window.dispatchEvent(new Event(likedChangeEvent));
}

/** Follows likes made on this page and in other tabs. */
function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === likedBlogItemsKey) onChange();
  };
  window.addEventListener(likedChangeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(likedChangeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Requirements §10: a blog item is liked once per browser, with no unlike. The counter rises by one at once
 * and stays risen whether or not the call succeeds (a failure is logged by the BFF, never shown).
 */
export function LikeButton({ blogItemUrl, likes }: { blogItemUrl: string; likes: number }) {
  const { t } = useLingui();
  const likedCount = useSyncExternalStore(
    subscribe,
    () => readLiked()[blogItemUrl],
    () => undefined,
  );
  const liked = likedCount !== undefined;
  const [, sendLike] = useMutation(LikeBlogItem);

  const like = () => {
    if (liked) return;
    storeLiked({ ...readLiked(), [blogItemUrl]: likes + 1 });
    // Its answer is not used: the like counts anyway (requirements §10), and a failure leaves nothing
    // for the visitor to do (urql answers it as an error, never a rejection).
    void sendLike({ blogItemUrl });
  };

  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={liked}
      title={liked ? t`Вы уже отметили эту статью` : undefined}
      onClick={like}
    >
      <HeartIcon />
      <span>{liked ? t`Понравилось` : t`Нравится`}</span>
      <span className={styles.count}>{shownLikes(likes, likedCount)}</span>
    </button>
  );
}
