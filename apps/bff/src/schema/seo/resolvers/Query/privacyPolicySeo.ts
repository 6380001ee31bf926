import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { resolveSeo } from '../../resolve-seo.js';

export const privacyPolicySeo: NonNullable<QueryResolvers['privacyPolicySeo']> = (_parent, _args, context) =>
  resolveSeo(context, 'seoPrivacyPolicy', {}, '/about/privacy-policy');
