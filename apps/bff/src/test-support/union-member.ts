/**
 * An answer of a union type as the member a test expects (by `__typename`, which the document
 * must select), failing the test when it is another.
 */
export function unionMember<Value extends { __typename: string }, Typename extends Value['__typename']>(
  value: Value | null | undefined,
  typename: Typename,
) {
  if (value?.__typename !== typename)
    throw new Error(`expected ${typename}, got ${value ? value.__typename : String(value)}`);
  return value as Extract<Value, { __typename: Typename }>;
}
