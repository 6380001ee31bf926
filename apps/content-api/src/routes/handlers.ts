import type { Handlers } from '../handler.js';
import { blogHandlers } from './blog.js';
import { careerHandlers } from './careers.js';
import { catalogHandlers } from './catalog.js';
import { distributorHandlers } from './distributors.js';
import { downloadHandlers } from './downloads.js';
import { formHandlers } from './forms.js';
import { menuHandlers } from './menu.js';
import { newsHandlers } from './news.js';
import { pageHandlers } from './pages.js';
import { portfolioHandlers } from './portfolio.js';
import { searchHandlers } from './search.js';
import { seoHandlers } from './seo.js';
import { solutionHandlers } from './solutions.js';

/** Every endpoint of the contract, implemented: a missing one does not compile. */
export const handlers: Handlers = {
  ...menuHandlers,
  ...solutionHandlers,
  ...portfolioHandlers,
  ...blogHandlers,
  ...newsHandlers,
  ...careerHandlers,
  ...distributorHandlers,
  ...seoHandlers,
  ...catalogHandlers,
  ...searchHandlers,
  ...downloadHandlers,
  ...pageHandlers,
  ...formHandlers,
};
