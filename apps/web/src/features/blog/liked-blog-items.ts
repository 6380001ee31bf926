/**
 * Requirements §10: the blog items this browser liked, in local storage under `likes.blog`, keyed by the
 * item's path (`/blog/{category}/{code}`, the same in both languages). Each entry keeps the count
 * the visitor saw after liking, so a page answered from a cache made before the like still shows it.
 */
export const likedBlogItemsKey = 'likes.blog';

export type LikedBlogItems = Record<string, number>;

/** The stored record; anything unreadable (not JSON, not an object of counts) counts as empty. */
export function parseLikedBlogItems(stored: string | null): LikedBlogItems {
  if (!stored) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, number] =>
        entry[0].startsWith('/blog/') && Number.isSafeInteger(entry[1]) && entry[1] >= 0,
    ),
  );
}

/**
 * What the like button shows: the page's count, or — once liked here — at least the count seen
 * right after the like (requirements §10: it rose by one at once, whatever the call gave).
 */
export function shownLikes(pageCount: number, likedCount: number | undefined): number {
  return likedCount === undefined ? pageCount : Math.max(pageCount, likedCount);
}
