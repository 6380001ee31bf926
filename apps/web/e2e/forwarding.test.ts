import { escapeSpellings, nonOriginTargets, pathSpellings } from '@ostrel/contract/path-spellings';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { rawGet } from './support/http';

const site = inject('siteUrl');
const contentApi = inject('contentApiUrl');
const credential = `Basic ${Buffer.from(`${inject('contentApiUsername')}:${inject('contentApiPassword')}`).toString('base64')}`;

/** The content API read with the site's credential, as the BFF reads it. */
async function apiJson<T>(path: string): Promise<T> {
  const response = await fetch(`${contentApi}${path}`, { headers: { authorization: credential } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The routes of the site that forward to the content API, each by a folder under it. */
const forwardingFolders = ['/upload/', '/upload/images/', '/upload/docs/linea/', '/api/v1/downloads/archive/'];

/** Text only the content API's own answers hold: the OpenAPI document, the menu, a like's count. */
const apiData = /"openapi"\s*:|"header"\s*:\s*\{|"likes"\s*:/;

let blogItem = '';
beforeAll(async () => {
  blogItem = (await apiJson<{ items: { blogItemUrl: string }[] }>('/blog/all')).items[0]!.blogItemUrl;
});

const likes = async () => (await apiJson<{ likes: number }>(blogItem)).likes;

describe('routes that forward to the content API', () => {
  it('reach only what they exist for, whatever the path spells', { timeout: 120_000 }, async () => {
    const likesBefore = await likes();
    const targets = ['/api/v1/menu', '/api/v1/openapi.json', `/api/v1${blogItem}/addLike`];
    const spellings = targets.flatMap((target) => [
      ...forwardingFolders.flatMap((folder) => escapeSpellings(folder, target)),
      // The site serves none of the API's paths itself but an archive's: each is its own 404 page.
      ...pathSpellings(target),
      ...nonOriginTargets(new URL(site).host, target).map((spelling) => ({ spelling, kind: 'not origin-form' })),
    ]);
    const answered: string[] = [];
    for (const { spelling, kind } of spellings) {
      // A redirect (to the path's canonical spelling, `//x` → `/x`) is followed to where it leads.
      let answer = await rawGet(site, spelling);
      for (let hops = 0; hops < 3 && answer.location !== null; hops++) {
        const next = new URL(answer.location, site);
        expect(next.origin, spelling).toBe(site);
        answer = await rawGet(site, `${next.pathname}${next.search}`);
      }
      if (answer.status < 400 || answer.status >= 500 || apiData.test(answer.body))
        answered.push(`${kind}: ${spelling} → ${String(answer.status)}`);
    }
    expect(answered).toEqual([]);
    // A like is a GET on the content API: not one of the spellings above came to it.
    expect(await likes()).toBe(likesBefore);
  });

  it('still serve the content’s files and a prepared archive’s path as such', async () => {
    const menu = await apiJson<{ header: { settings: { icon: string } } }>('/menu');
    const logo = await rawGet(site, menu.header.settings.icon);
    expect(logo.status).toBe(200);
    expect(logo.contentType).toContain('image/svg+xml');
    // An archive that does not exist is the content API's 404, passed on as JSON.
    const archive = await rawGet(site, '/api/v1/downloads/archive/00000000-0000-4000-8000-000000000000');
    expect(archive.status).toBe(404);
    expect(archive.contentType).toContain('application/json');
  });
});
