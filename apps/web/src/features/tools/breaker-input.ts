import { readModelPick, type ModelPick } from './model-pick';

/**
 * The circuit-breaker calculator's input as its URL holds it (a GET form, so every result can be
 * bookmarked and sent): `model` and `count` once per line, in step; `curve`, `rating`, `supply`.
 * `add` (a model's `{gnkCode}/{nkCode}`), `remove` (a line's index), `find` (text to search models
 * by) and `pick=favorites` are what the form's buttons send to change the lines without script.
 */

export type BreakerCurveInput = 'B' | 'C' | 'D';
export type SupplyInput = 'singlePhase230' | 'threePhase400';

export const breakerCurveOptions: readonly BreakerCurveInput[] = ['B', 'C', 'D'];
/** IEC 60898-1's preferred ratings the form offers; the BFF holds the same series. */
export const breakerRatingOptions: readonly number[] = [6, 10, 13, 16, 20, 25, 32, 40, 50, 63];
export const supplyOptions: Record<string, SupplyInput> = { '230': 'singlePhase230', '400': 'threePhase400' };
export const supplyParam: Record<SupplyInput, string> = { singlePhase230: '230', threePhase400: '400' };

export const maxLines = 10;

export interface BreakerLineInput {
  /** Null when the URL's value is not an id (the line is shown with a message and left out). */
  modelId: number | null;
  /** What the visitor typed, kept as typed. */
  countText: string;
  /** Null when empty or not a whole number. */
  count: number | null;
}

export type BreakerInputProblem =
  | { field: 'count'; index: number; code: 'notNumber' }
  | { field: 'modelId'; index: number; code: 'unknownModel' }
  | { field: 'curve' | 'rating' | 'supply'; code: 'invalid' }
  | { field: 'lines'; code: 'tooMany' };

export interface BreakerInput extends ModelPick {
  lines: BreakerLineInput[];
  curve: BreakerCurveInput;
  /** As typed (a select's value unless the URL was edited). */
  ratingText: string;
  rating: number;
  supply: SupplyInput;
  problems: BreakerInputProblem[];
}

/** A whole number GraphQL's Int can carry (ids are up to 2^31 − 1); null for anything else. */
function wholeNumber(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value <= 2_147_483_647 ? value : null;
}

export function readBreakerInput(search: URLSearchParams): BreakerInput {
  const problems: BreakerInputProblem[] = [];
  const counts = search.getAll('count');
  let lines: BreakerLineInput[] = search.getAll('model').map((modelText, index) => {
    const countText = (counts[index] ?? '').trim().slice(0, 12);
    return { modelId: wholeNumber(modelText.trim()), countText, count: wholeNumber(countText) };
  });
  const removed = wholeNumber(search.get('remove') ?? '');
  if (removed !== null) lines = lines.filter((_, index) => index !== removed);
  if (lines.length > maxLines) {
    problems.push({ field: 'lines', code: 'tooMany' });
    lines = lines.slice(0, maxLines);
  }
  lines.forEach((line, index) => {
    if (line.modelId === null) problems.push({ field: 'modelId', index, code: 'unknownModel' });
    if (line.countText !== '' && line.count === null) problems.push({ field: 'count', index, code: 'notNumber' });
  });

  const curveText = search.get('curve') ?? 'C';
  const curve = breakerCurveOptions.find((option) => option === curveText);
  if (!curve) problems.push({ field: 'curve', code: 'invalid' });
  const ratingText = (search.get('rating') ?? '16').trim().slice(0, 12);
  const rating = wholeNumber(ratingText);
  if (rating === null) problems.push({ field: 'rating', code: 'invalid' });
  const supply = supplyOptions[search.get('supply') ?? '230'];
  if (!supply) problems.push({ field: 'supply', code: 'invalid' });

  return {
    ...readModelPick(search),
    lines,
    curve: curve ?? 'C',
    ratingText,
    rating: rating ?? 16,
    supply: supply ?? 'singlePhase230',
    problems,
  };
}

/** The calculator's address for these lines and breaker: what the page links to and the island keeps in the URL. */
export function breakerSearch(input: {
  lines: readonly { modelId: number | null; countText: string }[];
  curve: BreakerCurveInput;
  ratingText: string;
  supply: SupplyInput;
}): string {
  const params = new URLSearchParams();
  for (const line of input.lines) {
    if (line.modelId === null) continue;
    params.append('model', String(line.modelId));
    params.append('count', line.countText);
  }
  params.set('curve', input.curve);
  params.set('rating', input.ratingText);
  params.set('supply', supplyParam[input.supply]);
  return `?${params.toString()}`;
}
