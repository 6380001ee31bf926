import type { Rolldown } from 'vite';

/** Paths relative to the app's root, without extension: a folder, or a module with the files named after it. */
type AppPart = string;

/** The site's own code. */
const siteCode: AppPart[] = ['src', 'pages', 'renderer'];
/** Used by many page kinds, but just as many do not (404, policies, listings without pictures). */
const cards: AppPart[] = ['src/ui/card'];
/** Pictures and figures appear together on content, solution, project and product pages. */
const media: AppPart[] = ['src/ui/gallery', 'src/ui/figures'];
/** What brings urql (the browser's client and its React provider): only parts loaded after the page's scripts use it. */
const graphqlClient: AppPart[] = ['src/app/graphql/client', 'src/app/graphql/graphql-provider'];
/** The generated GraphQL documents: only what the browser sends after load uses them. */
const graphqlDocuments: AppPart[] = ['src/app/graphql/generated'];

/** Whether a module is generated GraphQL code (documents and types only: no side effects). */
export const isGeneratedGraphql = (appRoot: string) => inAppParts(appRoot, graphqlDocuments);

/**
 * Whether a module id (an absolute path, perhaps with a `?query`) lies in one of the parts of the
 * app at `appRoot`: `src` takes every file under src/, `src/ui/card` takes src/ui/card.tsx and
 * src/ui/card.module.css (and a folder of that name). Path separators of either kind.
 */
export function inAppParts(appRoot: string, parts: readonly AppPart[]): (id: string) => boolean {
  const root = `${appRoot.replaceAll('\\', '/').replace(/\/+$/, '')}/`;
  return (id) => {
    const path = id.replaceAll('\\', '/').split('?', 1)[0] ?? '';
    if (!path.startsWith(root)) return false;
    const relative = path.slice(root.length);
    return parts.some((part) => relative.startsWith(`${part}/`) || relative.startsWith(`${part}.`));
  };
}

/**
 * Left alone, the bundler splits the site's shared modules into a dozen tiny chunks per page.
 * The site's modules that most pages use (eight or more) travel together in one `app` chunk
 * instead: fewer requests on slow connections, fewer import stubs to ship. Cards, galleries and
 * figures stay out of it, and galleries and figures travel together; so does what brings urql
 * (shared by every island that reads or writes, none of them in a page's first scripts). The generated GraphQL
 * documents have a chunk of their own (ahead of `app`, which would take them with the components
 * that import them): only the code that sends an operation after load loads it.
 */
export function siteChunkGroups(appRoot: string): Rolldown.CodeSplittingGroup[] {
  const isSiteCode = inAppParts(appRoot, siteCode);
  const isKeptApart = inAppParts(appRoot, [...cards, ...media, ...graphqlClient]);
  return [
    { name: 'app', test: (id) => isSiteCode(id) && !isKeptApart(id), minShareCount: 8 },
    { name: 'media', test: inAppParts(appRoot, media) },
    { name: 'graphql-documents', test: isGeneratedGraphql(appRoot), priority: 1 },
  ];
}
