import type { DocumentTypeDecoration, ResultOf } from '@graphql-typed-document-node/core';
import type { FragmentType } from './generated';

/**
 * A component's fragment data, unmasked: `readFragment<typeof SomeFragment>(ref)`. The generated
 * `getFragmentData` ignores its document at run time but, taking it as an argument, keeps every
 * fragment's document in the browser bundle; naming the fragment as a type leaves only the
 * operations the browser really sends there.
 */
export function readFragment<TDocument extends DocumentTypeDecoration<unknown, unknown>>(
  ref: FragmentType<TDocument>,
): ResultOf<TDocument> {
  return ref;
}
