import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

export const locale: NonNullable<QueryResolvers['locale']> = (_parent, _args, context) => context.locale;
