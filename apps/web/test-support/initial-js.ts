// Initial JS of a route, as a first visit loads it: the scripts the HTML names (`<script src>`,
// `modulepreload`), the URLs its inline scripts import (the loader that runs after the first paint),
// and everything those files import statically, followed recursively — not dynamic `import()`s.
// Each file is gzipped here with node:zlib at level 9 (not the server's own Content-Encoding
// length); inline executable scripts count, inline JSON (what the islands share) is shown apart.
// Shared by `pnpm bench` and `pnpm bench:js`.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';

/** The budget of requirements §19, per route. */
export const initialJsBudgetKb = 90;

const identity = { 'accept-encoding': 'identity' };

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, still compressed if the server compressed them. */
  raw: Buffer;
  /** The bytes after undoing Content-Encoding. */
  body: Buffer;
}

/** A plain GET with node:http, so the wire bytes and Content-Encoding stay visible. */
export function get(url: string, headers: Record<string, string> = identity): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, body });
      });
    })
      .on('error', reject)
      .end();
  });
}

export const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION }).length;
export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export interface JsFile {
  url: string;
  raw: number;
  gzip: number;
  /** Reached only through a static import, not named in the HTML. */
  unlisted: boolean;
}

export interface RouteJs {
  route: string;
  status: number;
  files: JsFile[];
  inlineJsGzip: number;
  inlineJsonGzip: number;
  total: number;
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}
/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; not `import("…")`. */
const staticImport = /\b(?:import|export)\s*(?:[^"'`()]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+?\.m?js)["']/g;

/** Each script's bytes and gzip size, fetched and compressed once however many routes load it. */
const jsCache = new Map<string, Promise<{ bytes: Buffer; gzip: number }>>();
function jsFile(url: string): Promise<{ bytes: Buffer; gzip: number }> {
  let file = jsCache.get(url);
  if (!file) {
    file = get(url).then((answer) => {
      if (answer.status !== 200) throw new Error(`${url}: HTTP ${answer.status}`);
      return { bytes: answer.body, gzip: gzipSize(answer.body) };
    });
    jsCache.set(url, file);
  }
  return file;
}

export async function initialJs(origin: string, route: string): Promise<RouteJs> {
  const page = await get(origin + route);
  const html = page.body.toString('utf8');
  const listed: string[] = [];
  let inlineJs = '';
  let inlineJson = '';
  for (const [, attributes = '', content = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const src = attribute(attributes, 'src');
    const type = attribute(attributes, 'type') ?? '';
    if (src) listed.push(new URL(src, origin + route).href);
    else if (/json/i.test(type)) inlineJson += content;
    else if (content.trim() && (type === '' || /^(module|text\/javascript|application\/javascript)$/i.test(type)))
      inlineJs += content;
  }
  // Scripts an inline script loads (the site's loader imports the page's modules after its first paint).
  for (const [, src = ''] of inlineJs.matchAll(/["'](\/[^"']+\.m?js)["']/g))
    listed.push(new URL(src, origin + route).href);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag.slice(5), 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag.slice(5), 'href');
    if (
      href &&
      (rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag.slice(5), 'as') === 'script'))
    )
      listed.push(new URL(href, origin + route).href);
  }
  // Follow static imports too: anything the entry needs before it runs is initial JS, listed or not.
  const files = new Map<string, JsFile>();
  const queue = [...new Set(listed)].map((url) => ({ url, unlisted: false }));
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (files.has(next.url)) continue;
    const { bytes, gzip } = await jsFile(next.url);
    files.set(next.url, { url: next.url, raw: bytes.length, gzip, unlisted: next.unlisted });
    for (const [, specifier = ''] of bytes.toString('utf8').matchAll(staticImport)) {
      const url = new URL(specifier, next.url).href;
      if (!files.has(url)) queue.push({ url, unlisted: !listed.includes(url) });
    }
  }
  const list = [...files.values()];
  const inlineJsGzip = inlineJs ? gzipSize(inlineJs) : 0;
  return {
    route,
    status: page.status,
    files: list,
    inlineJsGzip,
    inlineJsonGzip: inlineJson ? gzipSize(inlineJson) : 0,
    total: list.reduce((sum, file) => sum + file.gzip, 0) + inlineJsGzip,
  };
}

/** A table of the routes' figures, the files reached only through static imports, and the largest files. */
export function initialJsReport(routes: RouteJs[]): string[] {
  const width = Math.max(8, ...routes.map((route) => route.route.length));
  const lines = [
    `${'route'.padEnd(width)} ${'HTTP'.padStart(4)} ${'files'.padStart(5)} ${'files gz'.padStart(10)} ${'inline JS gz'.padStart(13)} ${'total gz'.padStart(10)} ${'bytes'.padStart(7)}   ${'inline JSON gz'.padStart(14)}`,
  ];
  for (const route of routes) {
    const files = route.files.reduce((sum, file) => sum + file.gzip, 0);
    lines.push(
      `${route.route.padEnd(width)} ${String(route.status).padStart(4)} ${String(route.files.length).padStart(5)} ${`${kb(files)} kB`.padStart(10)} ${`${kb(route.inlineJsGzip)} kB`.padStart(13)} ${`${kb(route.total)} kB`.padStart(10)} ${String(route.total).padStart(7)}   ${`${kb(route.inlineJsonGzip)} kB`.padStart(14)}`,
    );
    for (const file of route.files.filter((each) => each.unlisted))
      lines.push(`  ${new URL(file.url).pathname}: statically imported but not in the HTML`);
  }
  const allFiles = new Map<string, JsFile & { routes: string[] }>();
  for (const route of routes) {
    for (const file of route.files) {
      const entry = allFiles.get(file.url) ?? { ...file, routes: [] };
      entry.routes.push(route.route);
      allFiles.set(file.url, entry);
    }
  }
  lines.push('largest files:');
  for (const file of [...allFiles.values()].sort((a, b) => b.gzip - a.gzip).slice(0, 6)) {
    lines.push(
      `  ${new URL(file.url).pathname.padEnd(48)} ${`${kb(file.raw)} kB`.padStart(10)} raw ${`${kb(file.gzip)} kB`.padStart(9)} gz   on ${file.routes.join(' ')}`,
    );
  }
  return lines;
}
