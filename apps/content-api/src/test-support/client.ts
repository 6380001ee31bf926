import { inject } from 'vitest';

export const api = inject('contentApi');

const authorization = `Basic ${Buffer.from(`${api.username}:${api.password}`).toString('base64')}`;

/** A request to the running content API, authenticated unless told otherwise. */
export function call(path: string, init: RequestInit & { locale?: 'ru' | 'en'; auth?: boolean } = {}) {
  const headers = new Headers(init.headers);
  if (init.auth !== false) headers.set('authorization', authorization);
  if (init.locale) headers.set('locale', init.locale);
  return fetch(`${api.url}${path}`, { ...init, headers });
}

export async function json<T = unknown>(
  path: string,
  init: Parameters<typeof call>[1] = {},
): Promise<{ status: number; body: T }> {
  const response = await call(path, init);
  return { status: response.status, body: (await response.json()) as T };
}
