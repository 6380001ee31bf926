declare module 'virtual:site-stylesheet' {
  /** The site's stylesheet URL in a build (initial-js/site-stylesheet.ts); null in development. */
  const url: string | null;
  export default url;
}

declare module 'virtual:island-scripts' {
  /** Each island's scripts, its own chunk first, as URLs (initial-js/island-scripts.ts); empty in development. */
  const scriptsByIsland: Readonly<Record<string, readonly string[]>>;
  export default scriptsByIsland;
}
