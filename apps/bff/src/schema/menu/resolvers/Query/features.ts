import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

export const features: NonNullable<QueryResolvers['features']> = async (_parent, _args, context) => {
  const result = await context.read('features');
  if (result.status !== 'ok') return [];
  return Object.entries(result.data).map(([name, value]) => ({
    name,
    enabled: typeof value === 'boolean' ? value : null,
    number: typeof value === 'number' ? value : null,
    text: typeof value === 'string' ? value : null,
  }));
};
