import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Model } from '@ostrel/contract/schemas/catalog';
import type { Locale } from '@ostrel/contract/schemas/common';
import { gldfContainer } from '@ostrel/gldf/container';
import { productXml } from '@ostrel/gldf/product-xml';
import { parseEulumdat } from '@ostrel/photometry/eulumdat';
import type { Queryable } from '../db/database.js';
import type { SeedMedia } from '../media/seed-media.js';
import { gldfProduct, type GldfModelSource } from './gldf-product.js';

/**
 * The content's version in GLDF URLs: the seed's fingerprint. A reseed with other content gives
 * other URLs, so a container kept on disk (and in browsers, for good) is never stale.
 */
export async function gldfVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ value: string }>("select value from seed_state where key = 'content'");
  return (rows[0]?.value ?? '').slice(0, 12);
}

export const gldfSeriesPath = (gnkCode: string, version: string) => `/upload/gldf/${gnkCode}.${version}.gldf`;
export const gldfModelPath = (gnkCode: string, nkCode: string, version: string) =>
  `/upload/gldf/${gnkCode}/${nkCode}.${version}.gldf`;
/** The name to save it under: the manufacturer, then the product's code. */
export const gldfFileName = (code: string) => `OSTREL ${code.toUpperCase()}.gldf`;

const code = '[a-z0-9][a-z0-9-]{0,99}';
const seriesFile = new RegExp(`^gldf/(${code})\\.([0-9a-f]{12})\\.gldf$`);
const modelFile = new RegExp(`^gldf/(${code})/(${code})\\.([0-9a-f]{12})\\.gldf$`);

export interface GldfSources {
  /** The series' models (or the one model) in both languages; empty when there is no such product. */
  models(gnkCode: string, nkCode: string | null, locale: Locale): Promise<Model[]>;
  /** The series' name and preview, for a series' container. */
  series(gnkCode: string): Promise<{ name: string; preview: Record<Locale, string> } | null>;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * GLDF containers, built on their first request and kept under upload/gldf: they hold the series'
 * picture, which the seed does not draw (0.6 s each), and a container is read far less often than
 * it would cost to build them all at every seed. What can be built is what the catalogue has
 * (one per luminaire and per series, at the current version); at most two are built at once.
 */
export class GldfFiles {
  readonly #db: Queryable;
  readonly #uploadDir: string;
  readonly #media: SeedMedia;
  readonly #sources: GldfSources;
  readonly #building = new Map<string, Promise<boolean>>();
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(options: { db: Queryable; uploadDir: string; media: SeedMedia; sources: GldfSources }) {
    this.#db = options.db;
    this.#uploadDir = options.uploadDir;
    this.#media = options.media;
    this.#sources = options.sources;
  }

  /** Makes sure `gldf/...` is on disk, building it first if needed; false when it is not one of ours. */
  async ensure(path: string): Promise<boolean> {
    const series = seriesFile.exec(path);
    const model = modelFile.exec(path);
    if (!series && !model) return false;
    if (await exists(join(this.#uploadDir, path))) return true;
    // Another version's name costs one lookup, never a place in the queue of builds.
    if ((model?.[3] ?? series?.[2]) !== (await gldfVersion(this.#db))) return false;
    const running = this.#building.get(path);
    if (running) return running;
    const building = this.#inTurn(() =>
      model ? this.#build(path, model[1] ?? '', model[2] ?? null) : this.#build(path, series?.[1] ?? '', null),
    ).finally(() => this.#building.delete(path));
    this.#building.set(path, building);
    return building;
  }

  async #inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= 2) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#running += 1;
    try {
      return await work();
    } finally {
      this.#running -= 1;
      this.#waiting.shift()?.();
    }
  }

  async #build(path: string, gnkCode: string, nkCode: string | null): Promise<boolean> {
    const [ru, en, series] = await Promise.all([
      this.#sources.models(gnkCode, nkCode, 'ru'),
      this.#sources.models(gnkCode, nkCode, 'en'),
      nkCode ? null : this.#sources.series(gnkCode),
    ]);
    if (ru.length === 0 || (!nkCode && !series)) return false;
    const sources: GldfModelSource[] = await Promise.all(
      ru.map(async (model, index) => {
        const ldtUrl = model.photometry.ldt?.url;
        const ldt = ldtUrl ? parseEulumdat((await this.#read(ldtUrl)).toString('latin1')) : null;
        return { ru: model, en: en[index] ?? model, ldt };
      }),
    );
    const first = ru[0];
    const product =
      nkCode && first
        ? {
            id: first.nkCode,
            number: first.nkCode.toUpperCase(),
            name: { ru: first.name, en: en[0]?.name ?? first.name },
            description: { ru: first.description, en: en[0]?.description ?? first.description },
          }
        : {
            id: gnkCode,
            number: gnkCode.toUpperCase(),
            name: { ru: series?.name ?? gnkCode, en: series?.name ?? gnkCode },
            description: { ru: series?.preview.ru ?? '', en: series?.preview.en ?? '' },
          };
    const { rows } = await this.#db.query<{ seeded: string }>(
      "select to_char(seeded_at at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') as seeded from seed_state where key = 'content'",
    );
    const built = gldfProduct(product, sources, rows[0]?.seeded ?? '2026-01-01T00:00:00Z');
    if (!built) return false;
    const files = await Promise.all(built.files.map(async (file) => ({ ...file, bytes: await this.#read(file.url) })));
    const container = await gldfContainer(productXml(built.product), files);
    const target = join(this.#uploadDir, path);
    await mkdir(dirname(target), { recursive: true });
    // Whole or not at all: a reader never sees half a container.
    const partial = `${target}.${String(process.pid)}.partial`;
    await writeFile(partial, container);
    await rename(partial, target);
    return true;
  }

  /** A seed file by its `/upload/...` URL, drawn or written first if it is not on disk. */
  async #read(url: string): Promise<Buffer> {
    const path = url.replace(/^\/upload\//, '');
    if (path.startsWith('images/')) await this.#media.ensure(path.slice('images/'.length));
    else await this.#media.ensureDocument(path);
    return readFile(join(this.#uploadDir, path));
  }
}
