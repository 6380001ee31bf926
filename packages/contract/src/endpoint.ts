import type * as z from 'zod';

export type Method = 'get' | 'post';
export type UploadKind = 'resume' | 'project';

/** One v1 endpoint: where it lives, what it takes and what it answers. */
export interface Endpoint<
  Params extends z.ZodObject | undefined = z.ZodObject | undefined,
  Query extends z.ZodObject | undefined = z.ZodObject | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Path under /api/v1, OpenAPI style (`/news/{elementCode}`). */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  params: Params;
  query: Query;
  response: Response;
  /** Status of a successful answer. */
  status: 200 | 201;
  /** Answers 404 with an error body when the addressed content does not exist. */
  notFound: boolean;
  /** Accepts one optional file as multipart/form-data field `file` of this kind. */
  upload: UploadKind | null;
  /** The success body is a file (zip) rather than JSON; `response` then describes nothing. */
  binary: string | null;
  /** Reads the `x-referer` header (the site path the request is made for). */
  referer: boolean;
  /**
   * Takes an `idempotency-key` header (a UUID): a repeated request with the same key stores
   * nothing more and answers as the first did; the key becomes the stored submission's id.
   */
  idempotent: boolean;
  /**
   * Who reads it: the site (through the BFF), or the content owner only. A content-owner endpoint is
   * an extension of v1 the BFF does not wrap: what it reports is not for visitors.
   */
  audience: 'site' | 'content-owner';
}

interface EndpointInput<P, Q, R> {
  method?: Method;
  path: string;
  summary: string;
  description?: string;
  tag: string;
  params?: P;
  query?: Q;
  response: R;
  status?: 200 | 201;
  notFound?: boolean;
  upload?: UploadKind;
  binary?: string;
  referer?: boolean;
  idempotent?: boolean;
  audience?: 'site' | 'content-owner';
}

export function endpoint<
  R extends z.ZodType,
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
>(input: EndpointInput<P, Q, R>): Endpoint<P, Q, R> {
  return {
    method: input.method ?? 'get',
    path: input.path,
    summary: input.summary,
    ...(input.description === undefined ? {} : { description: input.description }),
    tag: input.tag,
    params: input.params as P,
    query: input.query as Q,
    response: input.response,
    status: input.status ?? 200,
    notFound: input.notFound ?? false,
    upload: input.upload ?? null,
    binary: input.binary ?? null,
    referer: input.referer ?? false,
    idempotent: input.idempotent ?? false,
    audience: input.audience ?? 'site',
  };
}

/** Fills an OpenAPI-style path with encoded parameters. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
