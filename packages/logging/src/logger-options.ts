import { stdTimeFunctions, type LoggerOptions } from 'pino';

export type { LoggerOptions };

/** The levels every app takes from `LOG_LEVEL`. */
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's URL as it may be logged. Forms send their fields as query parameters (requirements §12): a
 * request that changes something (any method but GET and HEAD) keeps its parameters' names and
 * loses their values, so a subscriber's e-mail or an applicant's phone never reaches a log.
 */
export function privateUrl(method: string, url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0 || method === 'GET' || method === 'HEAD') return url;
  const names = new URLSearchParams(url.slice(queryAt + 1)).keys();
  return `${url.slice(0, queryAt)}?${[...new Set(names)].map((name) => `${encodeURIComponent(name)}=…`).join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
}

/**
 * pino's options for every app (Fastify takes them as its `logger`): one JSON line per event, the
 * level by name, an ISO time and `service` first, requests logged with `privateUrl`.
 */
export function loggerOptions(service: string, level: LogLevel): LoggerOptions {
  return {
    level,
    base: { service },
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: privateUrl(request.method, request.url),
        host: request.headers.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
