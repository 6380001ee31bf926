import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, privateUrl } from './logger-options.js';

describe('privateUrl', () => {
  it('keeps the names of a form’s fields and drops what was typed', () => {
    expect(privateUrl('POST', '/api/v1/news/subscribe?email=anna%40example.com&consent=true&email=b%40c.d')).toBe(
      '/api/v1/news/subscribe?email=…&consent=…',
    );
    expect(privateUrl('PUT', '/api/v1/x?phone=%2B79991234567')).toBe('/api/v1/x?phone=…');
  });

  it('leaves reads and paths without a query as they are', () => {
    expect(privateUrl('GET', '/catalog/office?page=2&sort=name')).toBe('/catalog/office?page=2&sort=name');
    expect(privateUrl('HEAD', '/search?query=plato')).toBe('/search?query=plato');
    expect(privateUrl('POST', '/api/v1/blog/like')).toBe('/api/v1/blog/like');
  });
});

describe('loggerOptions', () => {
  it('writes one JSON line per event: level by name, ISO time, the service, and a private request URL', () => {
    const lines: string[] = [];
    const log = pino(loggerOptions('content-api', 'info'), { write: (line: string) => lines.push(line) });
    log.info(
      {
        req: {
          method: 'POST',
          url: '/api/v1/news/subscribe?email=anna%40example.com',
          headers: { host: 'api.test', cookie: 'secret=1' },
          ip: '127.0.0.1',
        },
      },
      'incoming request',
    );
    log.debug('not at info');
    expect(lines).toHaveLength(1);
    const event = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(event).toMatchObject({
      level: 'info',
      service: 'content-api',
      msg: 'incoming request',
      req: { method: 'POST', url: '/api/v1/news/subscribe?email=…', host: 'api.test', remoteAddress: '127.0.0.1' },
    });
    expect(new Date(event.time as string).toISOString()).toBe(event.time);
    expect(lines[0]).not.toMatch(/anna|secret/);
  });
});
