/**
 * The comparison's state as its URL holds it, so a comparison can be sent as a link:
 * `/compare?models=12,5,9` (model ids as in `Model.id`, in column order; `models` may also come
 * repeated, as a form of checkboxes sends it), `diff=1` for only the rows that differ. `find` (text
 * to search models by) and `add` (a model's `{gnkCode}/{nkCode}`) are what the page's GET form
 * sends to add a model without script.
 */
import { maxId } from '@/app/visitor/favorites-cookie';
import { readModelPick } from '../tools';

/** At most this many models side by side. */
export const maxCompared = 4;
/**
 * How many distinct ids of a link are looked up: room for a few that name no model, so they do not
 * take the place of the models after them; ids past these are left out unread.
 */
const maxLookedUp = maxCompared * 2;

/** How much of a value that is not an id the page repeats back. */
const maxShownText = 24;

/** Why a value of `models` is not in the comparison. */
export type LeftOutReason = 'notId' | 'duplicate' | 'tooMany' | 'unknown';

export interface LeftOut {
  /** The value as the URL had it (an id, or the start of what was there instead). */
  text: string;
  reason: LeftOutReason;
}

export interface CompareInput {
  /**
   * Distinct ids in the URL's order, at most twice `maxCompared`, not yet checked against the
   * catalogue: the comparison takes the first four that name a model (`splitFound`).
   */
  ids: number[];
  leftOut: LeftOut[];
  /** Only the rows whose values differ. */
  diff: boolean;
  /** Text to search models by (trimmed, at most 100 characters); empty when none. */
  find: string;
  /** A model to add, from the form's add button; null when none or not two catalogue codes. */
  add: { gnkCode: string; nkCode: string } | null;
}

/** A model id GraphQL's `Int` can carry, else null. */
function modelId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= maxId ? id : null;
}

const shown = (text: string) => (text.length > maxShownText ? `${text.slice(0, maxShownText - 1)}…` : text);

export function readCompareInput(search: URLSearchParams): CompareInput {
  const ids: number[] = [];
  const leftOut: LeftOut[] = [];
  const values = search
    .getAll('models')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  for (const value of values) {
    const id = modelId(value);
    if (id === null) leftOut.push({ text: shown(value), reason: 'notId' });
    else if (ids.includes(id)) leftOut.push({ text: String(id), reason: 'duplicate' });
    else if (ids.length >= maxLookedUp) leftOut.push({ text: String(id), reason: 'tooMany' });
    else ids.push(id);
  }
  const { find, add } = readModelPick(search);
  return { ids, leftOut, diff: search.get('diff') === '1', find, add };
}

/**
 * The looked-up ids split by what the catalogue answered (`found`, in any order): the first four
 * found are compared, found ones past them are left out as too many, the rest as unknown.
 */
export function splitFound(
  ids: readonly number[],
  found: ReadonlySet<number>,
): { shown: number[]; leftOut: LeftOut[] } {
  const known = ids.filter((id) => found.has(id));
  const shown = known.slice(0, maxCompared);
  const leftOut = ids.flatMap((id): LeftOut[] =>
    shown.includes(id) ? [] : [{ text: String(id), reason: found.has(id) ? 'tooMany' : 'unknown' }],
  );
  return { shown, leftOut };
}

/** The comparison's address (without the language prefix) for these models, in this order. */
export function compareHref(ids: readonly number[], { diff = false, find = '' } = {}): string {
  const params = new URLSearchParams();
  if (ids.length > 0) params.set('models', ids.join(','));
  if (diff) params.set('diff', '1');
  if (find) params.set('find', find);
  const query = params.toString().replaceAll('%2C', ',');
  return `/compare${query ? `?${query}` : ''}`;
}

/**
 * The comparison of these models (without the language prefix: pass it through `localePath`):
 * ids that are not model ids and repeats are skipped, and only the first four are taken.
 */
export function comparePath(ids: readonly number[]): string {
  const distinct = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0 && id <= maxId))];
  return compareHref(distinct.slice(0, maxCompared));
}
