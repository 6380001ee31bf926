/**
 * Other spellings of a request target that some server, router or URL parser on the way reads as
 * the same path: what an attacker tries against a check made on the target's text. Each class is
 * one way a reader and a checker can disagree. The content API's tests and the site's send these
 * as they are, without credentials, to prove that nothing that needs one is ever answered.
 */

/** Percent-encodes one character, upper- or lower-case hex. */
function encoded(character: string, lower = false): string {
  const hex = [...new TextEncoder().encode(character)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  return lower ? hex : hex.toUpperCase();
}

/** The classes of spelling, each a rewrite of an origin-form path like `/api/v1/menu`. */
const rewrites: Record<string, (path: string) => string[]> = {
  'percent-encoded letters': (path) => {
    const letters = [...path.matchAll(/\w/g)].map((match) => match.index);
    return [
      ...letters.slice(-3).map((index) => path.slice(0, index) + encoded(path.charAt(index)) + path.slice(index + 1)),
      path.replace(/\w/g, (letter) => encoded(letter, true)),
    ];
  },
  'encoded slashes': (path) => [
    path.replace(/(?!^)\//g, '%2F'),
    path.replace(/(?!^)\//g, '%2f'),
    `/${path.slice(1).replace('/', '%2F')}`,
  ],
  'dot segments': (path) => [
    `/.${path}`,
    `/x/..${path}`,
    `/%2e${path}`,
    `/x/%2e%2e${path}`,
    `/x/.%2E${path}`,
    `/x/%2E.${path}`,
    path.replace(/\/([^/]+)$/, '/./$1'),
    path.replace(/\/([^/]+)$/, '/x/../$1'),
  ],
  'double encoding': (path) => [
    path.replace(/\w$/, (letter) => `%25${encoded(letter).slice(1)}`),
    `/x/%252e%252e${path}`,
    `/x%252f..${path}`,
  ],
  backslashes: (path) => [path.replace(/\//g, '\\'), `/x\\..${path}`, `/x%5c..${path}`, `/x/..%5c${path.slice(1)}`],
  'overlong UTF-8': (path) => [
    `/x/%c0%ae%c0%ae${path}`,
    `/x/..%c0%af${path.slice(1)}`,
    `/x/%e0%80%ae%e0%80%ae${path}`,
    path.replace(/(?!^)\//g, '%c0%af'),
  ],
  'mixed case': (path) => [
    path.toUpperCase(),
    path.replace(/(^|\/)(\w)/g, (_match, slash: string, letter: string) => slash + letter.toUpperCase()),
  ],
  'parameters and separators': (path) => [
    `${path};jsessionid=1`,
    path.replace(/\/(\w+)\//, '/$1;x=1/'),
    `/x/..;${path}`,
    `/${path}`,
    path.replace(/(?!^)\//g, '//'),
    `${path}/`,
    `${path}%00`,
    `${path}%20`,
    `${path}%09`,
    `${path}?`,
    `${path}#`,
  ],
};

export const spellingClasses = Object.keys(rewrites);

/** Every spelling of `path` (origin form, starting `/`), with the class it belongs to. */
export function pathSpellings(path: string): { spelling: string; kind: string }[] {
  return Object.entries(rewrites).flatMap(([kind, rewrite]) => rewrite(path).map((spelling) => ({ spelling, kind })));
}

/**
 * Spellings that climb out of `folder` (a forwarding route's prefix, `/upload/`) to `path`: dot
 * segments, encoded or not, and the other classes applied to what follows the folder.
 */
export function escapeSpellings(folder: string, path: string): { spelling: string; kind: string }[] {
  const depth = folder.split('/').filter(Boolean).length;
  const up = (dots: string, slash: string) => Array.from({ length: depth }, () => dots).join(slash);
  const climbs = [
    ['..', '/'],
    ['%2e%2e', '/'],
    ['%2E%2E', '/'],
    ['.%2e', '/'],
    ['..', '%2f'],
    ['..', '%2F'],
    ['..', '\\'],
    ['..', '%5c'],
    ['%252e%252e', '/'],
    ['%252e%252e', '%252f'],
    ['%c0%ae%c0%ae', '/'],
    ['..', '%c0%af'],
    ['..;', '/'],
  ] as const;
  const escapes = climbs.flatMap(([dots, slash]) => [
    { spelling: `${folder}${up(dots, slash)}${slash}${path.slice(1)}`, kind: `climb ${dots} ${slash}` },
    { spelling: `${folder}${up(dots, slash)}${path}`, kind: `climb ${dots} /` },
  ]);
  return [
    ...escapes,
    ...pathSpellings(path).map(({ spelling, kind }) => ({
      spelling: `${folder}${up('..', '/')}${spelling}`,
      kind: `climb, then ${kind}`,
    })),
  ];
}

/** Request targets not in origin form: absolute-form, naming the path on some host, and asterisk-form. */
export function nonOriginTargets(host: string, path: string): string[] {
  return [
    `http://${host}${path}`,
    `HTTP://${host}${path}`,
    `http://evil.example${path}`,
    `https://${host}${path}`,
    '*',
  ];
}
