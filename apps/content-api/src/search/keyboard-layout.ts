// The ЙЦУКЕН and QWERTY layouts key by key (unshifted, lower case): what the same key types in
// the other layout. Upper case follows its letter.
const keys: [latin: string, cyrillic: string][] = [
  ['`', 'ё'],
  ['q', 'й'],
  ['w', 'ц'],
  ['e', 'у'],
  ['r', 'к'],
  ['t', 'е'],
  ['y', 'н'],
  ['u', 'г'],
  ['i', 'ш'],
  ['o', 'щ'],
  ['p', 'з'],
  ['[', 'х'],
  [']', 'ъ'],
  ['a', 'ф'],
  ['s', 'ы'],
  ['d', 'в'],
  ['f', 'а'],
  ['g', 'п'],
  ['h', 'р'],
  ['j', 'о'],
  ['k', 'л'],
  ['l', 'д'],
  [';', 'ж'],
  ["'", 'э'],
  ['z', 'я'],
  ['x', 'ч'],
  ['c', 'с'],
  ['v', 'м'],
  ['b', 'и'],
  ['n', 'т'],
  ['m', 'ь'],
  [',', 'б'],
  ['.', 'ю'],
];
const toCyrillic = new Map(keys);
const toLatin = new Map(keys.map(([latin, cyrillic]) => [cyrillic, latin]));

/**
 * The text as it would have come out in the other keyboard layout (`cdtnbkmybr` → `светильник`,
 * `дув` → `led`), or null when it cannot have been typed in the wrong one: it mixes Latin and
 * Cyrillic letters, or has neither.
 */
export function inOtherLayout(text: string): string | null {
  const hasLatin = /[a-z]/i.test(text);
  const hasCyrillic = /[а-яё]/i.test(text);
  if (hasLatin === hasCyrillic) return null;
  const map = hasLatin ? toCyrillic : toLatin;
  let switched = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const key = map.get(lower);
    // Keys that type the same in both layouts (digits, spaces, dashes) stay as they are.
    if (key === undefined) switched += char;
    else switched += char === lower ? key : key.toUpperCase();
  }
  return switched;
}
