import { inject } from 'vitest';
import { loadBffConfig } from '../config.js';

/** The content API the tests' BFFs read (global-setup.ts), its v1 base URL. */
export const contentApiUrl = inject('contentApiUrl');
const { apiUsername, apiPassword } = loadBffConfig({});
const authorization = `Basic ${Buffer.from(`${apiUsername}:${apiPassword}`).toString('base64')}`;

/**
 * Straight from the content API, around the BFF: what the BFF is expected to pass on. A v1 path,
 * or a file's path (`/upload/...`) on the API's origin.
 */
export async function fromContentApi(path: string): Promise<Response> {
  const url = path.startsWith('/upload/') ? `${new URL(contentApiUrl).origin}${path}` : `${contentApiUrl}${path}`;
  const response = await fetch(url, { headers: { authorization } });
  if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`);
  return response;
}
