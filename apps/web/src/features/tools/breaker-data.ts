import type { PageContextServer } from 'vike/types';
import { graphql } from '../../app/graphql/generated';
import type { BreakerToolQuery } from '../../app/graphql/generated/graphql';
import { queryOnServer } from '../../app/graphql/query-server';
import { newestFirst } from '../favorites';
import { maxLines, readBreakerInput, type BreakerInput, type BreakerLineInput } from './breaker-input';

const BreakerToolQueryDoc = graphql(`
  query BreakerTool(
    $ids: [Int!]!
    $lines: [CircuitLineInput!]!
    $curve: BreakerCurve!
    $rating: Int!
    $supply: Supply!
    $run: Boolean!
    $find: String!
    $searching: Boolean!
    $favoriteIds: [Int!]!
    $picking: Boolean!
  ) {
    models(ids: $ids) {
      id
      name
      gnkCode
      nkCode
      technical {
        power
      }
    }
    circuitBreakerCheck(lines: $lines, curve: $curve, rating: $rating, supply: $supply) @include(if: $run) {
      problems {
        field
        index
        code
      }
      result {
        allowedSteadyCurrent
        instantaneousTripCurrent
        lines {
          model {
            id
          }
          count
          steadyCurrent
          powerFactorAssumed
          allowedInrushPeak
          capacity {
            steadyLimit
            inrushLimit
            maximum
            binding
            perPhase
            total
          }
          remedies {
            kind
            curve
            rating
            groups
            maximum
          }
        }
        circuit {
          fits
          binding
          inrushIncomplete
          phases {
            name
            counts
            total
            steadyCurrent
            inrushPeak
            steadyShare
            inrushShare
          }
        }
      }
    }
    search(query: $find, type: model, limit: 8) @include(if: $searching) {
      __typename
      ... on SearchResults {
        total
        items {
          id
          title
          url
        }
      }
    }
    favoriteModels(ids: $favoriteIds) @include(if: $picking) {
      id
      name
      link
      power
    }
  }
`);

const AddedModelQuery = graphql(`
  query BreakerAddedModel($gnkCode: String!, $nkCode: String!) {
    model(gnkCode: $gnkCode, nkCode: $nkCode) {
      __typename
      ... on Model {
        id
      }
    }
  }
`);

export type BreakerAnswer = NonNullable<BreakerToolQuery['circuitBreakerCheck']>;
export type BreakerModel = BreakerToolQuery['models'][number];
export interface ModelChoice {
  /** What the add button sends: `{gnkCode}/{nkCode}`. */
  add: string;
  /** HTML: the name with the matched words in <mark> (search), or plain escaped text. */
  titleHtml: string;
}

export interface BreakerToolData {
  input: BreakerInput;
  models: BreakerModel[];
  answer: BreakerAnswer | null;
  /** Models found for `find`; null when nothing was searched. */
  found: ModelChoice[] | null;
  /** The visitor's favourite models, when asked for; null otherwise. */
  favorites: ModelChoice[] | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `/product/{gnk}/{nk}` → `{gnk}/{nk}`. */
const addValueOf = (link: string) => link.replace(/^\/product\//, '');

/** Reads the calculator's URL, adds a model the visitor picked, and asks the BFF for the answer. */
export async function loadBreakerTool(
  pageContext: PageContextServer,
  search: URLSearchParams,
): Promise<BreakerToolData> {
  const input = readBreakerInput(search);
  if (input.add && input.lines.length < maxLines) {
    const { model } = await queryOnServer(pageContext, AddedModelQuery, input.add);
    if (model?.__typename === 'Model' && !input.lines.some((line) => line.modelId === model.id)) {
      const added: BreakerLineInput = { modelId: model.id, countText: '', count: null };
      input.lines = [...input.lines, added];
    }
  }
  const ids = input.lines.flatMap((line) => (line.modelId === null ? [] : [line.modelId]));
  const favoriteIds = input.pickFavorites ? newestFirst(pageContext.visitorFavorites().models).slice(0, 24) : [];
  const run = ids.length > 0 && input.problems.length === 0;
  const data = await queryOnServer(pageContext, BreakerToolQueryDoc, {
    ids,
    lines: input.lines.map((line) => ({ modelId: line.modelId ?? 0, count: line.count })),
    curve: input.curve,
    rating: input.rating,
    supply: input.supply,
    run,
    find: input.find,
    searching: input.find.length >= 2,
    favoriteIds,
    picking: favoriteIds.length > 0,
  });
  const found =
    data.search?.__typename === 'SearchResults'
      ? data.search.items.map((hit) => ({ add: addValueOf(hit.url), titleHtml: hit.title }))
      : input.find.length >= 2
        ? []
        : null;
  const favorites = input.pickFavorites
    ? (data.favoriteModels ?? []).map((model) => ({ add: addValueOf(model.link), titleHtml: escapeHtml(model.name) }))
    : null;
  return { input, models: data.models, answer: data.circuitBreakerCheck ?? null, found, favorites };
}
