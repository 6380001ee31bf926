import { msg } from '@lingui/core/macro';
import type { PageContextServer } from 'vike/types';
import { documentItems } from '@/features/catalog/documents';
import { polarDiagram } from '@/features/catalog/polar-diagram-paths';
import { compareRows, differenceCount } from '@/features/compare/compare-rows';
import { compareHref, readCompareInput, splitFound, type LeftOut } from '@/features/compare/compare-url';
import { addedModelId, loadModelChoices } from '@/features/tools/model-choices';
import { serverReads } from '@/features/tools/server-reads';
import { graphql } from '@/app/graphql/generated';
import { modelSpecs } from '@/features/catalog/model-specs';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { localePath } from '@/app/i18n/locale';
import type { PageData } from '@/app/page/page-data';
import { sameAt } from '@/app/outcome/page-outcome';

const ComparePageQuery = graphql(`
  query ComparePage($ids: [Int!]!) {
    models(ids: $ids) {
      id
      name
      gnkCode
      nkCode
      seriesName
      archived
      picture {
        ...ResponsivePicture
      }
      ...ModelSpecs
      documents {
        ...DocumentRow
      }
      lightDistribution {
        ...PolarDiagramCurves
      }
    }
  }
`);

/** Why the model the form's add button named was not added. */
export type AddProblem = 'full' | 'notFound' | 'already';

/** A model found by the form's search: what its add button sends, its name as the search marked it. */
export interface CompareChoice {
  /** `{gnkCode}/{nkCode}`. */
  add: string;
  link: string;
  /** HTML: the name with the matched words in <mark> (the BFF escapes everything else). */
  titleHtml: string;
  compared: boolean;
}

const reasonOrder: Record<LeftOut['reason'], number> = { notId: 0, duplicate: 1, unknown: 2, tooMany: 3 };

export async function data(pageContext: PageContextServer) {
  const search = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '');
  const input = readCompareInput(search);
  const { diff, find } = input;
  let candidates = input.ids;
  let added: number | null = null;
  let addProblem: AddProblem | null = null;
  const reads = serverReads(pageContext);
  if (input.add) {
    const id = await addedModelId(reads, input);
    if (id === null) addProblem = 'notFound';
    else if (candidates.includes(id)) addProblem = 'already';
    else {
      added = id;
      candidates = [...candidates, id];
    }
  }
  const [page, choices] = await Promise.all([
    candidates.length > 0 ? queryOnServer(pageContext, ComparePageQuery, { ids: candidates }) : { models: [] },
    loadModelChoices(reads, { find, pickFavorites: false }),
  ]);
  const split = splitFound(candidates, new Set(page.models.map((model) => model.id)));
  if (added !== null) {
    if (!split.shown.includes(added)) {
      // Found, but the comparison is full: the form says so rather than the list of what was left out.
      if (split.leftOut.some((entry) => entry.text === String(added) && entry.reason === 'tooMany'))
        addProblem = 'full';
      split.leftOut = split.leftOut.filter((entry) => entry.text !== String(added));
    } else if (input.leftOut.length === 0 && split.leftOut.length === 0) {
      // Added: the comparison's own address (the search kept, to add another of what it found).
      // When the URL also had values to explain, the page says so at this address instead.
      throw sameAt(localePath(pageContext.locale, compareHref(split.shown, { diff, find })));
    }
  }
  const leftOut = [...input.leftOut, ...split.leftOut].sort((a, b) => reasonOrder[a.reason] - reasonOrder[b.reason]);
  const shownIds = split.shown;
  const byId = new Map(page.models.map((model) => [model.id, model]));
  const models = shownIds.flatMap((id) => byId.get(id) ?? []);
  const groups = compareRows(models.map(modelSpecs));
  const columns = models.map((model) => ({
    id: model.id,
    name: model.name,
    seriesName: model.seriesName,
    archived: model.archived,
    link: `/product/${model.gnkCode}/${model.nkCode}`,
    picture: model.picture,
    // Drawn here, on the server: the page gets the diagram's paths, not the curves behind them.
    diagram: model.lightDistribution ? polarDiagram(model.lightDistribution) : null,
    documents: documentItems(model.documents, pageContext.locale),
    removeHref: compareHref(
      shownIds.filter((id) => id !== model.id),
      { diff },
    ),
  }));
  const links = new Set(columns.map((column) => column.link));
  const found: CompareChoice[] | null =
    choices.found?.map((choice) => {
      const link = `/product/${choice.add}`;
      return { ...choice, link, compared: links.has(link) };
    }) ?? null;
  const i18n = i18nFor(pageContext.locale);
  const title = i18n._(msg`Сравнение моделей`);
  return {
    head: {
      title: `${title} — ${i18n._(msg`Острель`)}`,
      description: i18n._(
        msg`Сравните до четырёх светильников Острель: характеристики, фотографии, светораспределение и документация в одной таблице.`,
      ),
      og: { title, image: null, type: 'website' },
      article: null,
      // One page for search engines: every comparison, search or switch is a view of /compare.
      noindex: search.toString() !== '',
      canonicalPath: '/compare',
    },
    ids: shownIds,
    leftOut,
    addProblem,
    diff,
    find,
    findTooShort: find.length > 0 && choices.found === null,
    found,
    columns,
    groups,
    counts: differenceCount(groups),
  } satisfies PageData & Record<string, unknown>;
}

export type Data = Awaited<ReturnType<typeof data>>;
export type CompareColumn = Data['columns'][number];
