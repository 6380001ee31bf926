import type { Resolvers } from '../../generated/resolvers-types.js';
import { blogItem } from './resolvers/Query/blogItem.js';
import { blogList } from './resolvers/Query/blogList.js';
import { blogTabs } from './resolvers/Query/blogTabs.js';

export const blogResolvers: Resolvers = { Query: { blogTabs, blogList, blogItem } };
