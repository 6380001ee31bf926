import { codeParam } from '@ostrel/contract/schemas/common';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';

// A blog item's URL is /blog/{category}/{code}; the site may pass it with its /en prefix.
const itemUrl = /^(?:\/en)?\/blog\/([^/]+)\/([^/]+)\/?$/;

/** Requirements §10: a like never fails the visitor; a failure is logged and the count is then unknown. */
export const likeBlogItem: NonNullable<MutationResolvers['likeBlogItem']> = async (
  _parent,
  { blogItemUrl },
  context,
) => {
  const [, category = '', code = ''] = itemUrl.exec(blogItemUrl.trim()) ?? [];
  if (!codeParam.safeParse(category).success || !codeParam.safeParse(code).success) {
    context.log.warn({
      msg: 'blog like refused',
      cause: 'not a blog item URL',
      blogItemUrl: blogItemUrl.slice(0, 300),
    });
    return { blogItemUrl, likes: null };
  }
  // Requirements §10: the like is sent with locale ru; the count is one per item, whatever the language.
  const result = await context.upstream.send('blogLike', { params: { category, code }, locale: 'ru' });
  if (result.status === 'accepted') return { blogItemUrl, likes: result.data.likes };
  // A write failure is logged by the client; a refusal is logged here.
  if (result.status !== 'unavailable')
    context.log.warn({ msg: 'blog like refused', cause: result.status, blogItemUrl });
  return { blogItemUrl, likes: null };
};
