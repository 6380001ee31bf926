declare module 'virtual:site-stylesheet' {
  /** The site's stylesheet URL in a build (initial-js/site-stylesheet.ts); null in development. */
  const url: string | null;
  export default url;
}
