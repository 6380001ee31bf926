import type {
  ContentPage as ContractContentPage,
  PageBlock as ContractPageBlock,
} from '@ostrel/contract/schemas/pages';
import type { ResolversTypes } from '../../generated/resolvers-types.js';

/**
 * A contract block as its GraphQL type: the `type` discriminator becomes `__typename`, which the
 * default type resolver reads to pick the concrete `PageBlock` type.
 */
function toPageBlock(block: ContractPageBlock): ResolversTypes['PageBlock'] {
  switch (block.type) {
    case 'text':
      return { __typename: 'PageTextBlock', title: block.title, html: block.html };
    case 'figures':
      return { __typename: 'PageFiguresBlock', title: block.title, items: block.items };
    case 'features':
      return { __typename: 'PageFeaturesBlock', title: block.title, items: block.items };
    case 'gallery':
      return { __typename: 'PageGalleryBlock', title: block.title, items: block.items };
    case 'timeline':
      return { __typename: 'PageTimelineBlock', title: block.title, items: block.items };
    case 'steps':
      return { __typename: 'PageStepsBlock', title: block.title, items: block.items };
    case 'files':
      return { __typename: 'PageFilesBlock', title: block.title, items: block.items };
  }
}

/** The common parts of a content page, with its blocks typed. */
export function contentPageFields<Page extends ContractContentPage>(page: Page) {
  return { ...page, blocks: page.blocks.map(toPageBlock) };
}

/** An empty content page: what a page renders when the content API cannot answer. */
export const emptyContentPage = (code: string) => ({
  code,
  title: '',
  lead: '',
  picture: null,
  content: '',
  blocks: [],
  updatedAt: '',
  breadcrumbs: [],
});
