import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { Text } from '@ostrel/catalog-specs/labels';
import { planModelDocuments, writeModelDocuments } from '@ostrel/seed-assets/documents/write-documents';
import {
  PICTURE_FORMATS,
  PICTURE_WIDTHS,
  parsePictureFileName,
  pictureFileName,
  planPicture,
  renderPictureFiles,
  type PictureFormat,
  type PictureWidth,
  type PicturePlan,
} from '@ostrel/seed-assets/media/render-picture';
import { generateModels, officeSeries, withDeclaredUgr } from '../seed/generate/models.js';
import type { Content } from '../seed/load-content.js';
import { imageJobs } from '../seed/media-jobs.js';
import { Lanes } from './lanes.js';

export interface SeedMediaOptions {
  /** Served as /upload. */
  uploadDir: string;
  /** Pictures and datasheets made for another data folder, copied instead of made again (config.ts). */
  cacheDir?: string | null;
  /** The content files; read again when a request names a picture or document not known yet (a reseed since). */
  content: () => Content;
  /** Pictures drawn at once for requests; the background pass draws one, only while no request waits. */
  concurrency?: number;
  log?: (message: string) => void;
}

type BackgroundPass = 'not started' | 'drawing' | 'stopped' | 'done';

/** How long a request for an unknown picture version waits before the content is read again. */
const RELOAD_AFTER_MS = 10_000;

/**
 * The seed's pictures, drawn when first asked for rather than on start. A request for a file
 * under /upload/images that is not on disk yet, but whose name (stem and version) a seed picture
 * has, waits for that picture to be drawn; concurrent requests for it share one drawing. A
 * background pass draws the rest, yielding to requests. The files are those the seed CLI
 * would draw (same code, same bytes), and each is renamed into place whole. Documents are
 * written by the seed (their sizes are in the rows); one removed since is written again here.
 */
export class SeedMedia {
  readonly #uploadDir: string;
  readonly #cacheDir: string | null;
  readonly #content: () => Content;
  readonly #log: (message: string) => void;
  readonly #lanes: Lanes;
  readonly #drawing = new Map<string, Promise<void>>();
  #known: Known | null = null;
  #loadedAt = 0;
  #stopped = false;
  #backgroundPass: BackgroundPass = 'not started';

  constructor(options: SeedMediaOptions) {
    this.#uploadDir = options.uploadDir;
    this.#cacheDir = options.cacheDir ?? null;
    this.#content = options.content;
    this.#log = options.log ?? (() => undefined);
    this.#lanes = new Lanes(options.concurrency ?? 2);
  }

  /** What the content needs, read on first use and again (at most every few seconds) on a miss. */
  #read(reload = false): Known {
    if (!this.#known || (reload && Date.now() - this.#loadedAt > RELOAD_AFTER_MS)) {
      const content = this.#content();
      const housing = new Map(content.catalog.series.map((series) => [series.gnkCode, series.models.housing]));
      const offices = officeSeries(content.catalog);
      this.#known = {
        pictures: new Map(
          imageJobs(content).map((job) => {
            const plan = planPicture(job.spec, job.name);
            return [`${plan.name}.${plan.version}`, plan] as const;
          }),
        ),
        // Planned without the declared UGR (a file written per office luminaire, ~3 s in all, on the
        // request thread): it is declared for the one model whose documents are written again.
        documents: new Map(
          generateModels(content.catalog, { declaredUgr: false }).flatMap((model) =>
            planModelDocuments(model).map(
              (document) =>
                [
                  document.url.replace(/^\/upload\//, ''),
                  { model, housing: housing.get(model.gnkCode) ?? null, offices },
                ] as const,
            ),
          ),
        ),
      };
      this.#loadedAt = Date.now();
    }
    return this.#known;
  }

  /** The seed picture a file name under images/ belongs to, or null when it is none of ours. */
  planOf(fileName: string): PicturePlan | null {
    const parsed = parsePictureFileName(fileName);
    if (!parsed) return null;
    const key = `${parsed.name}.${parsed.version}`;
    return this.#read().pictures.get(key) ?? this.#read(true).pictures.get(key) ?? null;
  }

  /**
   * Makes sure a file under images/ is on disk, drawing that one rendition first if needed (a
   * visitor waits for it; the background pass draws the others). Resolves false when the name is
   * not a seed picture's.
   */
  async ensure(fileName: string, priority: 'now' | 'later' = 'now'): Promise<boolean> {
    const plan = this.planOf(fileName);
    const parsed = parsePictureFileName(fileName);
    if (!plan || !parsed) return false;
    if (await exists(join(this.#uploadDir, 'images', fileName))) return true;
    await this.#draw(plan, [parsed.format], [parsed.width], priority);
    return true;
  }

  /** Whether the file is on disk now (no drawing). */
  has(fileName: string): Promise<boolean> {
    return exists(join(this.#uploadDir, 'images', fileName));
  }

  #draw(
    plan: PicturePlan,
    formats: readonly PictureFormat[],
    widths: readonly PictureWidth[],
    priority: 'now' | 'later',
  ): Promise<void> {
    const key = `${plan.name}.${plan.version}:${widths.join(',')}:${formats.join(',')}`;
    const running = this.#drawing.get(key);
    if (running) {
      // Already queued in the background: a visitor waiting for it moves it to the front.
      if (priority === 'now') this.#lanes.hurry(key);
      return running;
    }
    const drawing = this.#lanes
      .run(key, priority, () =>
        renderPictureFiles(plan, this.#uploadDir, { formats, widths, cacheDir: this.#cacheDir }),
      )
      .finally(() => this.#drawing.delete(key));
    this.#drawing.set(key, drawing);
    return drawing;
  }

  /**
   * Draws every seed picture not on disk yet, one at a time behind any request. Resolves when
   * done or stopped; a failure is logged and the pass goes on.
   */
  async fillInBackground(): Promise<{ drawn: number; milliseconds: number }> {
    const started = Date.now();
    let drawn = 0;
    this.#backgroundPass = 'drawing';
    for (const plan of this.#read().pictures.values()) {
      if (this.#stopped) break;
      const names = PICTURE_FORMATS.flatMap((format) =>
        PICTURE_WIDTHS.map((width) => pictureFileName(plan, width, format)),
      );
      const present = await Promise.all(names.map((name) => this.has(name)));
      if (present.every(Boolean)) continue;
      try {
        await this.#draw(plan, PICTURE_FORMATS, PICTURE_WIDTHS, 'later');
        drawn += 1;
      } catch (error) {
        this.#log(`could not draw ${plan.name}: ${String(error)}`);
      }
    }
    this.#backgroundPass = this.#stopped ? 'stopped' : 'done';
    return { drawn, milliseconds: Date.now() - started };
  }

  /**
   * Where the background pass is, and how many drawings are under way or queued (a request's, an
   * AVIF asked for by a browser, the pass's): a benchmark waits for the pass to be done and for
   * nothing to be drawing, so that drawing does not load its machine.
   */
  get drawingState(): { pass: BackgroundPass; drawing: number } {
    return { pass: this.#backgroundPass, drawing: this.#drawing.size };
  }

  #modelOf(path: string): ModelEntry | null {
    return this.#read().documents.get(path) ?? this.#read(true).documents.get(path) ?? null;
  }

  /** Writes a model's documents again (the seed wrote them; one has gone from disk since). */
  #writeDocuments(entry: ModelEntry): Promise<void> {
    const key = `docs:${entry.model.nkCode}`;
    const running = this.#drawing.get(key);
    if (running) return running;
    const writing = this.#lanes
      .run(key, 'now', async () => {
        // The same model the seed wrote them from, its declared UGR included.
        await writeModelDocuments(withDeclaredUgr(entry.model, entry.offices), this.#uploadDir, {
          housing: entry.housing,
          cacheDir: this.#cacheDir,
        });
      })
      .finally(() => this.#drawing.delete(key));
    this.#drawing.set(key, writing);
    return writing;
  }

  /**
   * Makes sure a seed document (a path under /upload, e.g. "docs/avenue/AV-40-datasheet-en.pdf")
   * is on disk: the seed writes them all, so this only matters when one was removed since.
   * Resolves false when the path is not a seed document's.
   */
  async ensureDocument(path: string): Promise<boolean> {
    if (await exists(join(this.#uploadDir, path))) return true;
    const entry = this.#modelOf(path);
    if (!entry) return false;
    await this.#writeDocuments(entry);
    return true;
  }

  /** Draws AVIF renditions of a picture after the requests waiting for anything else. */
  queueAvif(fileName: string): void {
    const plan = this.planOf(fileName);
    const parsed = parsePictureFileName(fileName);
    if (!plan || !parsed || this.#stopped) return;
    this.#draw(plan, ['avif'], [parsed.width], 'later').catch((error: unknown) => {
      this.#log(`could not draw ${plan.name} as AVIF: ${String(error)}`);
    });
  }

  /** Stops the background pass after the picture it is drawing (requests are still served). */
  stop(): void {
    this.#stopped = true;
  }
}

interface ModelEntry {
  /** Without its declared UGR (see #read). */
  model: ReturnType<typeof generateModels>[number];
  housing: Text | null;
  offices: ReadonlySet<string>;
}

interface Known {
  /** Seed pictures by `${name}.${version}`. */
  pictures: Map<string, PicturePlan>;
  /** The model (and its series' housing text) of each seed document, by path under /upload. */
  documents: Map<string, ModelEntry>;
}

function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
