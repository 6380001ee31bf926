import { graphql } from '@/app/graphql/generated';
import type { ModelPick } from './model-pick';
import type { ToolReads } from './tool-reads';

const ModelChoicesQuery = graphql(`
  query ToolModelChoices($find: String!, $searching: Boolean!, $favoriteIds: [Int!]!, $picking: Boolean!) {
    search(query: $find, type: model, limit: 8) @include(if: $searching) {
      __typename
      ... on SearchResults {
        items {
          title
          url
        }
      }
    }
    favoriteModels(ids: $favoriteIds) @include(if: $picking) {
      name
      link
    }
  }
`);

const AddedModelQuery = graphql(`
  query ToolAddedModel($gnkCode: String!, $nkCode: String!) {
    model(gnkCode: $gnkCode, nkCode: $nkCode) {
      __typename
      ... on Model {
        id
      }
    }
  }
`);

/** A model the visitor may add to a tool: what its add button sends and how it is named. */
export interface ModelChoice {
  /** `{gnkCode}/{nkCode}`. */
  add: string;
  /** HTML: the name with the matched words in <mark> (search), or plain escaped text. */
  titleHtml: string;
}

export interface ModelChoices {
  /** Models found for the search text; null when nothing was searched. */
  found: ModelChoice[] | null;
  /** The visitor's favourite models, when asked for; null otherwise. */
  favorites: ModelChoice[] | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** `/product/{gnk}/{nk}` → `{gnk}/{nk}`. */
const addValueOf = (link: string) => link.replace(/^\/product\//, '');

/** The id of the model the visitor picked to add; null when none or unknown. */
export async function addedModelId(reads: ToolReads, pick: Pick<ModelPick, 'add'>): Promise<number | null> {
  if (!pick.add) return null;
  const { model } = await reads.query(AddedModelQuery, pick.add);
  return model?.__typename === 'Model' ? model.id : null;
}

/** Models found for the search text, and the visitor's favourite models when asked for (that read is theirs alone). */
export async function loadModelChoices(
  reads: ToolReads,
  pick: Pick<ModelPick, 'find' | 'pickFavorites'>,
): Promise<ModelChoices> {
  const searching = pick.find.length >= 2;
  const favoriteIds = pick.pickFavorites ? reads.favoriteModelIds().slice(0, 24) : [];
  if (!searching && favoriteIds.length === 0) return { found: null, favorites: pick.pickFavorites ? [] : null };
  const data = await reads.query(ModelChoicesQuery, {
    find: pick.find,
    searching,
    favoriteIds,
    picking: favoriteIds.length > 0,
  });
  return {
    found: !searching
      ? null
      : data.search?.__typename === 'SearchResults'
        ? data.search.items.map((hit) => ({ add: addValueOf(hit.url), titleHtml: hit.title }))
        : [],
    favorites: pick.pickFavorites
      ? (data.favoriteModels ?? []).map((model) => ({ add: addValueOf(model.link), titleHtml: escapeHtml(model.name) }))
      : null,
  };
}
