/** What a tool's model picker sends without script (a GET form): `find`, `pick=favorites`, `add`. */
export interface ModelPick {
  find: string;
  pickFavorites: boolean;
  add: { gnkCode: string; nkCode: string } | null;
}

const codePattern = /^[a-z0-9][a-z0-9-]{0,99}$/;
const maxFindLength = 100;

export function readModelPick(search: URLSearchParams): ModelPick {
  const [gnkCode, nkCode, ...rest] = (search.get('add') ?? '').split('/');
  const add =
    gnkCode && nkCode && rest.length === 0 && codePattern.test(gnkCode) && codePattern.test(nkCode)
      ? { gnkCode, nkCode }
      : null;
  return {
    find: (search.get('find') ?? '').trim().slice(0, maxFindLength),
    pickFavorites: search.get('pick') === 'favorites',
    add,
  };
}
