import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Model, Series } from '@ostrel/contract/schemas/catalog';
import { containerEntries } from '@ostrel/gldf/container';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { api, call, json } from '../test-support/client.js';

const schema = readFileSync(createRequire(import.meta.url).resolve('@ostrel/gldf/xsd/gldf-1.0.0-rc.3.xsd'), 'utf8');

/** A container as a visitor downloads it (no credential: media are public). */
async function download(url: string): Promise<{ response: Response; entries: Map<string, Buffer> }> {
  const response = await fetch(`${api.url}${url}`);
  expect(response.status, url).toBe(200);
  return { response, entries: await containerEntries(Buffer.from(await response.arrayBuffer())) };
}

/** The container opens with its files: product.xml valid against the XSD, every file it names present. */
async function expectWhole(entries: Map<string, Buffer>): Promise<string> {
  const xml = entries.get('product.xml')?.toString('utf8') ?? '';
  const result = await validateXML({ xml: [{ fileName: 'product.xml', contents: xml }], schema: [schema] });
  expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
  const named = [...xml.matchAll(/<File id="[^"]+" contentType="([^"]+)" type="localFileName"[^>]*>([^<]+)<\/File>/g)];
  expect(named.length).toBeGreaterThan(0);
  const folders: Record<string, string> = {
    'ldc/eulumdat': 'ldc',
    'ldc/ies': 'ldc',
    'image/jpg': 'image',
    'document/pdf': 'doc',
  };
  for (const [, contentType, fileName] of named)
    expect(entries.has(`${folders[contentType!]!}/${fileName!}`), fileName).toBe(true);
  return xml;
}

describe('GLDF containers', () => {
  it('download for a model from the link its answer gives: its LDT, IES, datasheets and picture, with a valid product.xml', async () => {
    const { body: model } = await json<Model>('/api/v1/catalog/nk/plato/plato-25-830');
    expect(model.gldf?.fileName).toBe('OSTREL PLATO-25-830.gldf');
    expect(model.gldf?.url).toMatch(/^\/upload\/gldf\/plato\/plato-25-830\.[0-9a-f]{12}\.gldf$/);
    const { response, entries } = await download(model.gldf!.url);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const xml = await expectWhole(entries);
    expect(xml).toContain('<Locale language="ru">PLATO 25/830</Locale>');
    // The same LDT a designer downloads on its own.
    const ldt = Buffer.from(await (await fetch(`${api.url}${model.photometry.ldt!.url}`)).arrayBuffer());
    expect(entries.get(`ldc/${model.photometry.ldt!.fileName}`)?.equals(ldt)).toBe(true);
    expect([...entries.keys()].filter((name) => name.startsWith('doc/'))).toHaveLength(2);
    expect([...entries.keys()].filter((name) => name.startsWith('image/'))).toHaveLength(1);
    // Built once, then served as it is: the same bytes again.
    const again = await fetch(`${api.url}${model.gldf!.url}`);
    expect(
      Buffer.from(await again.arrayBuffer()).equals(
        Buffer.from(await (await fetch(`${api.url}${model.gldf!.url}`)).arrayBuffer()),
      ),
    ).toBe(true);
  }, 60_000);

  it('download for a series with each current luminaire as a variant', async () => {
    const { body: series } = await json<Series>('/api/v1/catalog/gnk/plato', { locale: 'en' });
    const { entries } = await download(series.gldf!.url);
    const xml = await expectWhole(entries);
    const current = series.models.filter((model) => !model.archived);
    expect([...xml.matchAll(/<Variant id=/g)]).toHaveLength(current.length);
  }, 60_000);

  it('is offered for no model or series without light to plan with, and a name that is not a product’s at this version is a 404', async () => {
    const { body: sensors } = await json<Series>('/api/v1/catalog/gnk/sensa-pir');
    expect(sensors.gldf).toBeNull();
    const { body: model } = await json<Model>('/api/v1/catalog/nk/plato/plato-25-830');
    const version = /\.([0-9a-f]{12})\.gldf$/.exec(model.gldf!.url)![1]!;
    for (const path of [
      '/upload/gldf/plato/plato-25-830.000000000000.gldf',
      `/upload/gldf/plato/no-such-model.${version}.gldf`,
      `/upload/gldf/no-such-series.${version}.gldf`,
      `/upload/gldf/sensa-pir.${version}.gldf`,
      '/upload/gldf/plato/plato-25-830.gldf',
      `/upload/gldf/..%2F..%2Fetc/passwd.${version}.gldf`,
    ])
      expect((await call(path, { auth: false })).status, path).toBe(404);
  }, 60_000);
});
