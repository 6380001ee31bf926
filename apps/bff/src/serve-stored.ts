import { negotiate } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { localeFromHeader } from './context.js';
import {
  encodedBody,
  responseCacheKey,
  type Encoding,
  type StoredAnswer,
  type StoredAnswers,
} from './stored-answers.js';

/**
 * Stored answers written before Yoga sees the request. A hit costs reading the request, two map
 * lookups and one write: no GraphQL parse, validation, execution or serialisation, and, in the
 * Node server, none of the Fetch-API objects Yoga builds for every request. Everything else
 * (misses, mutations, uploads, GraphiQL, health) goes to Yoga unchanged, which fills the store.
 */

/** What Yoga's server adapter offers that the fast path stands in front of. */
interface YogaHandler {
  (request: IncomingMessage, response: ServerResponse, ...context: unknown[]): unknown;
  fetch(input: unknown, ...rest: unknown[]): Response | Promise<Response>;
  handleNodeRequestAndResponse(
    request: unknown,
    response: unknown,
    ...context: unknown[]
  ): Response | Promise<Response>;
  fetchAPI: { Request: typeof Request; Response: typeof Response };
}

/** Bodies larger than this are left to Yoga: operations worth caching are small. */
const maxFastBodyBytes = 64 * 1024;

const encodings: Encoding[] = ['br', 'gzip', 'identity'];
const resultMediaTypes = ['application/graphql-response+json', 'application/json'] as const;
const expectedParams = new Set(['query', 'variables', 'operationName', 'extensions']);

type HeaderOf = (name: string) => string | undefined;

interface Params {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

interface Hit {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * The Yoga instance with stored answers served first, through every entry the site and the
 * standalone server use: calling it as a Node listener, `fetch` (in-process) and
 * `handleNodeRequestAndResponse` (mounted in another server). Any other property is Yoga's own.
 */
export function withStoredAnswers<T extends object>(handler: T, answers: StoredAnswers, endpoint: string): T {
  const yoga = handler as unknown as YogaHandler;
  const keys = requestKeys();
  const find = (method: string, url: string, header: HeaderOf, body: unknown) =>
    findHit(answers, keys, endpoint, method, url, header, body);

  function serveNode(request: IncomingMessage, response: ServerResponse, ...context: unknown[]): unknown {
    const header = nodeHeader(request);
    if (request.method === 'GET') {
      const hit = find('GET', request.url ?? '', header, undefined);
      return hit ? writeHit(response, hit) : yoga(request, response, ...context);
    }
    const length = Number(header('content-length'));
    if (request.method !== 'POST' || !isJson(header('content-type')) || !(length > 0 && length <= maxFastBodyBytes))
      return yoga(request, response, ...context);
    return readBody(request).then(
      (body) => {
        const hit = find('POST', request.url ?? '', header, body);
        if (hit) return writeHit(response, hit);
        // Read already: Yoga takes the bytes instead of the stream.
        Object.assign(request, { body });
        return yoga(request, response, ...context);
      },
      () => response.destroy(),
    );
  }

  function handleNodeRequestAndResponse(request: NodeLikeRequest, response: unknown, ...context: unknown[]) {
    const raw = request.raw ?? request;
    // A framework that mounts the BFF has read the body already (Fastify: parsed JSON).
    if (raw.method === 'GET' || (request.body !== undefined && request.body !== null)) {
      const hit = find(raw.method ?? '', raw.url ?? '', nodeHeader(raw), request.body);
      if (hit) return fetchResponse(hit);
    }
    return yoga.handleNodeRequestAndResponse(request, response, ...context);
  }

  async function fetchWithStoredAnswers(input: unknown, ...rest: unknown[]): Promise<Response> {
    const [init] = rest;
    const request =
      input instanceof Request || isFetchRequest(input)
        ? rest.length === 0
          ? input
          : undefined
        : (typeof input === 'string' || input instanceof URL) && rest.length <= 1 && isRequestInit(init)
          ? new yoga.fetchAPI.Request(input, init as RequestInit)
          : undefined;
    if (!request) return yoga.fetch(input, ...rest);
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    const header: HeaderOf = (name) => request.headers.get(name) ?? undefined;
    if (request.method === 'GET') {
      const hit = find('GET', path, header, undefined);
      return hit ? fetchResponse(hit) : yoga.fetch(request);
    }
    if (request.method !== 'POST' || !isJson(header('content-type'))) return yoga.fetch(request);
    const body = await request.text();
    const hit = find('POST', path, header, body);
    if (hit) return fetchResponse(hit);
    return yoga.fetch(
      new yoga.fetchAPI.Request(request.url, {
        method: 'POST',
        headers: request.headers,
        body,
        signal: request.signal,
      }),
    );
  }

  function fetchResponse(hit: Hit | Promise<Hit>): Response | Promise<Response> {
    if (hit instanceof Promise) return hit.then(fetchResponse);
    // A Buffer is a Uint8Array, which every Fetch implementation takes as a body.
    return new yoga.fetchAPI.Response(hit.body as BodyInit | null, { status: hit.status, headers: hit.headers });
  }

  return new Proxy(handler, {
    apply: (target, thisArg, args: unknown[]): unknown =>
      isNodeResponse(args[1])
        ? serveNode(args[0] as IncomingMessage, args[1], ...args.slice(2))
        : Reflect.apply(target as YogaHandler, thisArg, args),
    get: (target, property) => {
      if (property === 'fetch') return fetchWithStoredAnswers;
      if (property === 'handleNodeRequestAndResponse') return handleNodeRequestAndResponse;
      // Yoga's own `apply` and `call` are bound to its handler: an event emitter calling
      // `listener.apply(…)` would go past the fast path.
      if (property === 'apply' || property === 'call' || property === 'bind')
        return Reflect.get(Function.prototype, property) as unknown;
      return Reflect.get(target, property, target) as unknown;
    },
  });
}

interface NodeLikeRequest {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body?: unknown;
  raw?: NodeLikeRequest;
}

/**
 * Which stored answer a request names, by the request as it came (locale and query string or
 * body): a repeated request is found without parsing its JSON or hashing it (the hash costs more
 * than all the rest of a hit). Only requests that found an answer are kept; bounded by count and
 * by the characters of the requests kept.
 */
type RequestKeys = LRUCache<string, string>;

function requestKeys(): RequestKeys {
  return new LRUCache<string, string>({
    max: 2000,
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (_storeKey, request) => Math.max(1, request.length),
  });
}

/** The stored answer this request asks for, ready to write; undefined when Yoga is to answer. */
function findHit(
  answers: StoredAnswers,
  keys: RequestKeys,
  endpoint: string,
  method: string,
  url: string,
  header: HeaderOf,
  body: unknown,
): Hit | Promise<Hit> | undefined {
  const queryAt = url.indexOf('?');
  if ((queryAt < 0 ? url : url.slice(0, queryAt)) !== endpoint) return undefined;
  if (method === 'GET' ? queryAt < 0 : method !== 'POST' || !isJson(header('content-type'))) return undefined;
  const mediaType = resultMediaType(header('accept'));
  if (!mediaType) return undefined;
  const locale = localeFromHeader(header('locale'));
  const raw =
    method === 'GET'
      ? url.slice(queryAt + 1)
      : typeof body === 'string'
        ? body
        : Buffer.isBuffer(body)
          ? body.toString()
          : undefined;
  const request = raw === undefined ? undefined : `${method} ${locale} ${raw}`;
  let key = request === undefined ? undefined : keys.get(request);
  if (key === undefined) {
    const params = method === 'GET' ? paramsFromSearch(raw ?? '') : paramsFromBody(raw ?? body);
    if (!params) return undefined;
    key = responseCacheKey({
      documentString: params.query,
      variableValues: params.variables,
      operationName: params.operationName,
      sessionId: locale,
    });
  }
  const answer = answers.answer(key);
  if (!answer) return undefined;
  if (request !== undefined) keys.set(request, key);
  if (isNotModified(answer, header)) {
    return {
      status: 304,
      headers: withCors({ etag: answer.etag, 'last-modified': answer.lastModified }, header),
      body: null,
    };
  }
  const encoding = negotiate(header('accept-encoding') ?? '', encodings) ?? 'identity';
  const bytes = encodedBody(answer, encoding);
  return bytes instanceof Promise
    ? bytes.then((ready) => hit(answer, mediaType, encoding, ready, header))
    : hit(answer, mediaType, encoding, bytes, header);
}

function hit(answer: StoredAnswer, mediaType: string, encoding: Encoding, body: Buffer, header: HeaderOf): Hit {
  const headers: Record<string, string> = {
    'content-type': `${mediaType}; charset=utf-8`,
    'content-length': String(body.length),
    etag: answer.etag,
    'last-modified': answer.lastModified,
    vary: 'Accept-Encoding',
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return { status: 200, headers: withCors(headers, header), body };
}

/** As Yoga's own answer to If-None-Match: the ETag is current, and not newer than If-Modified-Since. */
function isNotModified(answer: StoredAnswer, header: HeaderOf): boolean {
  const ifNoneMatch = header('if-none-match');
  if (!ifNoneMatch) return false;
  if (ifNoneMatch !== answer.etag && !ifNoneMatch.split(',').some((tag) => tag.trim() === answer.etag)) return false;
  const since = header('if-modified-since');
  return since === undefined || new Date(since).getTime() >= new Date(answer.lastModified).getTime();
}

/** The headers Yoga's default CORS adds (any origin, with credentials), so a hit answers as Yoga would. */
function withCors(headers: Record<string, string>, header: HeaderOf): Record<string, string> {
  const origin = header('origin');
  if (origin === undefined) return headers;
  const vary = [...(headers.vary ? [headers.vary] : []), 'Origin'];
  headers['access-control-allow-origin'] = origin;
  const method = header('access-control-request-method');
  if (method) headers['access-control-allow-methods'] = method;
  const requested = header('access-control-request-headers');
  if (requested) {
    headers['access-control-allow-headers'] = requested;
    vary.push('Access-Control-Request-Headers');
  }
  headers['access-control-allow-credentials'] = 'true';
  headers.vary = vary.join(', ');
  return headers;
}

/**
 * The media type Yoga would answer a single result in, from `Accept`, choosing as its result
 * processors do (the first listed acceptable type wins; `*∕*` gives application/json); undefined
 * when Yoga would stream (SSE, multipart) or refuse.
 */
function resultMediaType(accept: string | undefined): string | undefined {
  // A client sends the same Accept every time: the last one's answer is kept.
  if (accept === lastAccept.accept) return lastAccept.mediaType;
  let chosen: string | undefined;
  const asked = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',');
  for (let index = asked.length - 1; index >= 0; index -= 1) {
    const [mediaType = '', ...params] = (asked[index] ?? '').split(';');
    if ((params.find((param) => param.includes('charset=')) ?? 'charset=utf-8') !== 'charset=utf-8') continue;
    const [askedType, askedSubtype] = mediaType.split('/');
    for (const type of resultMediaTypes) {
      const [pre, sub] = type.split('/');
      if ((askedType === '*' || askedType === pre) && (askedSubtype === '*' || askedSubtype === sub)) chosen = type;
    }
  }
  lastAccept = { accept, mediaType: chosen };
  return chosen;
}

let lastAccept: { accept: string | undefined; mediaType: string | undefined } = { accept: '', mediaType: undefined };

/** As Yoga reads a GET: empty values count as absent; unreadable JSON is Yoga's to refuse. */
function paramsFromSearch(search: string): Params | undefined {
  const searchParams = new URLSearchParams(search);
  try {
    return checked({
      query: searchParams.get('query') || undefined,
      operationName: searchParams.get('operationName') || undefined,
      variables: jsonParam(searchParams.get('variables')),
      extensions: jsonParam(searchParams.get('extensions')),
    });
  } catch {
    return undefined;
  }
}

function jsonParam(value: string | null): unknown {
  return value ? JSON.parse(value) : undefined;
}

function paramsFromBody(body: unknown): Params | undefined {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!isPlainObject(value)) return undefined;
  // A parameter Yoga does not know makes it answer 400: leave those to it.
  for (const key in value) if (!isAbsent(value[key]) && !expectedParams.has(key)) return undefined;
  return checked(value);
}

/** Parameters Yoga would run as they are; anything it would refuse or read otherwise is left to it. */
function checked(params: Record<string, unknown>): Params | undefined {
  const { query, operationName, variables, extensions } = params;
  if (typeof query !== 'string' || query === '') return undefined;
  if (!isAbsent(operationName) && typeof operationName !== 'string') return undefined;
  if (!isAbsent(variables) && !isPlainObject(variables)) return undefined;
  if (!isAbsent(extensions) && !isPlainObject(extensions)) return undefined;
  return { query, operationName, variables };
}

/** Null or undefined: Yoga treats both as a parameter not given. */
function isAbsent(value: unknown): value is null | undefined {
  return value === undefined || value === null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** As Yoga matches a JSON POST (application/json or application/graphql+json, the first of a list). */
function isJson(contentType: string | undefined): boolean {
  const first = contentType?.split(',')[0];
  return (
    first === 'application/json' ||
    first === 'application/graphql+json' ||
    !!first?.startsWith('application/json;') ||
    !!first?.startsWith('application/graphql+json;')
  );
}

function nodeHeader(request: { headers: IncomingMessage['headers'] }): HeaderOf {
  return (name) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

function writeHit(response: ServerResponse, hit: Hit | Promise<Hit>): unknown {
  if (hit instanceof Promise) return hit.then((ready) => writeHit(response, ready));
  response.writeHead(hit.status, hit.headers);
  response.end(hit.body ?? undefined);
  return undefined;
}

function isNodeResponse(value: unknown): value is ServerResponse {
  return typeof value === 'object' && value !== null && typeof (value as ServerResponse).writeHead === 'function';
}

function isFetchRequest(value: unknown): value is Request {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Request).url === 'string' &&
    typeof (value as Partial<Request>).headers?.get === 'function' &&
    typeof (value as Request).text === 'function'
  );
}

function isRequestInit(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null) return false;
  return ['method', 'headers', 'body', 'signal'].some((key) => key in value) || Object.keys(value).length === 0;
}
