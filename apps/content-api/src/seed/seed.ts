import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Picture } from '@ostrel/contract/schemas/common';
import { locales } from '@ostrel/contract/schemas/common';
import type { writeModelDocuments } from '@ostrel/seed-assets/documents/write-documents';
import { writeIcon } from '@ostrel/seed-assets/media/icons';
import { writeBrandAssets } from '@ostrel/seed-assets/media/logo';
import { pictureOf, planPicture, renderPictureFiles } from '@ostrel/seed-assets/media/render-picture';
import { Sections, seriesCards } from '../catalog/catalog-store.js';
import { mountingIcons } from '../catalog/mounting-icons.js';
import type { Database, Transaction } from '../db/database.js';
import { buildRows } from './build-rows.js';
import { generateModels } from './generate/models.js';
import { loadContent, type Content } from './load-content.js';
import { imageJobs } from './media-jobs.js';
import { describeFindings, photometryReport } from './photometry-report.js';
import { catalogSectionIcons } from './rows/catalog.js';
import type { ContentRow, SearchRow } from './rows/row-writer.js';
import { writeDocumentsInWorkers } from './write-documents-in-workers.js';

/**
 * The code that turns content into rows — this folder (loader, model generator, row builders) and
 * the catalogue folder the rows are read back through — so that a change to it reseeds existing
 * databases just as a change to the content does. Tests and YAML (hashed as parsed content) are
 * left out. So is the built code the declared UGR is read with: the LDT writer and the photometry
 * that reads its files. The pictures' versions are hashed beside it (a new drawing gets new URLs);
 * the datasheets are not (a changed datasheet generator is redrawn by `pnpm seed`).
 */
function seedCodeDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|js)$/.test(entry.name) && !/\.test\.(ts|js)$/.test(entry.name))
        hash.update(entry.name).update(readFileSync(path));
    }
  };
  // The sources, whether this runs from src/ or dist/, so both agree on the digest.
  for (const folder of ['seed', 'catalog']) walk(resolve(import.meta.dirname, '../../src', folder));
  const resolvePackage = createRequire(import.meta.url).resolve;
  for (const entry of ['@ostrel/photometry/ugr', '@ostrel/seed-assets/documents/ldt'])
    walk(dirname(resolvePackage(entry)));
  return hash.digest('hex');
}

export interface SeedOptions {
  uploadDir: string;
  /** Pictures and datasheets made for another data folder, taken instead of made again (config.ts). */
  cacheDir?: string | null;
  content?: Content;
  /** Reseed even when the content has not changed. */
  force?: boolean;
  /**
   * Draw every picture and document again now, even those already on disk and up to date (reseeds
   * too). Otherwise pictures are only planned: their names and versions go into the rows, and the
   * server draws each when first asked for (see media/seed-media.ts).
   */
  rerender?: boolean;
  log?: (message: string) => void;
  /** What the content owner should fix (the photometry check's findings); `log` when not given. */
  warn?: (message: string) => void;
}

export interface SeedReport {
  seeded: boolean;
  hash: string;
  counts: Record<string, number>;
  milliseconds: number;
}

async function inBatches<T>(items: T[], size: number, work: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) await work(items.slice(start, start + size));
}

/** Runs `work` over items with at most `limit` in flight. */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const current = next;
      next += 1;
      results[current] = await work(items[current] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Inserts rows given as objects keyed by column name; `table` is one of ours, never input. */
const insertJson = (tx: Transaction, table: string, rows: unknown[]) =>
  inBatches(rows, 500, (batch) =>
    tx.query(`insert into ${table} select * from jsonb_populate_recordset(null::${table}, $1::jsonb)`, [
      JSON.stringify(batch),
    ]),
  );

/**
 * Creates media, documents and every content row from the content files. Idempotent: skipped
 * when the content and seed version are unchanged; visitor data (likes beyond the seeded
 * counts, subscribers, submissions) is never touched.
 */
export async function seed(db: Database, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const warn = options.warn ?? log;
  const content = options.content ?? loadContent();
  // Planning a picture costs no drawing: its URLs carry a version hashed from what its bytes depend
  // on. The versions are part of the fingerprint, so a changed drawing reseeds its new URLs.
  const plans = imageJobs(content).map((job) => planPicture(job.spec, job.name));
  const hash = createHash('sha256')
    .update(seedCodeDigest())
    .update(JSON.stringify(content))
    .update(plans.map((plan) => plan.version).join())
    .digest('hex');
  const { rows: state } = await db.query<{ value: string }>("select value from seed_state where key = 'content'");
  if (!options.force && !options.rerender && state[0]?.value === hash)
    return { seeded: false, hash, counts: {}, milliseconds: Date.now() - started };

  const { uploadDir } = options;
  const logo = writeBrandAssets(uploadDir);
  const icon = (name: string) => writeIcon(name, uploadDir);
  for (const name of Object.values(mountingIcons)) icon(name);

  if (options.rerender) {
    log(`drawing all ${plans.length} pictures again`);
    await mapLimit(plans, 2, (plan) =>
      renderPictureFiles(plan, uploadDir, { force: true, cacheDir: options.cacheDir }),
    );
  } else {
    log(`${plans.length} pictures planned; each is drawn when first asked for`);
  }
  const pictures = new Map<string, Picture>(plans.map((plan) => [plan.name, pictureOf(plan, '')]));

  const models = generateModels(content.catalog);
  const housingBySeries = new Map(content.catalog.series.map((series) => [series.gnkCode, series.models.housing]));
  // Documents are written now (their sizes go into the rows), in worker threads; pictures wait
  // for their first request.
  log(`writing the documents of ${models.length} models${options.rerender ? ' again' : ''}`);
  const writing = writeDocumentsInWorkers(
    models.map((model) => ({ model, housing: housingBySeries.get(model.gnkCode) ?? null })),
    uploadDir,
    { force: options.rerender, cacheDir: options.cacheDir ?? null },
  );
  // Awaited inside the transaction, after the other rows; marked handled so an early failure waits there.
  writing.catch(() => undefined);

  const { rows, search } = buildRows(content, { pictures, icon, logo, models });
  const catalog = catalogRows(content, pictures, icon, models, []);

  await db.transaction(async (tx) => {
    await tx.exec(`
      delete from content; delete from search_document; delete from search_synonym; delete from redirect;
      delete from document; delete from series_accessory; delete from accessory;
      delete from model; delete from series; delete from catalog_section;`);
    await insertJson(tx, 'catalog_section', catalog.sections);
    await insertJson(tx, 'series', catalog.series);
    await insertJson(tx, 'model', catalog.models);
    await insertJson(tx, 'accessory', catalog.accessories);
    await insertJson(tx, 'series_accessory', catalog.seriesAccessories);
    await insertJson(
      tx,
      'redirect',
      content.site.redirects.map((redirect) => ({ path: redirect.from, target: redirect.to, code: redirect.code })),
    );
    await inBatches(rows, 400, (batch) =>
      tx.query(
        `insert into content (kind, code, locale, parent, sort, published_on, data)
         select kind, code, locale, parent, sort, published_on, data from jsonb_to_recordset($1::jsonb)
           as x(kind text, code text, locale text, parent text, sort integer, published_on date, data jsonb)`,
        [JSON.stringify(batch satisfies ContentRow[])],
      ),
    );
    await inBatches(search, 400, (batch) =>
      tx.query(
        `insert into search_document (locale, type, ref, url, title, codes, section, description, body, picture, boost)
         select locale, type, ref, url, title, codes, section, description, body, picture, boost
         from jsonb_to_recordset($1::jsonb) as x(locale text, type text, ref text, url text, title text, codes text,
           section text, description text, body text, picture jsonb, boost real)`,
        [JSON.stringify(batch satisfies SearchRow[])],
      ),
    );
    await insertJson(
      tx,
      'search_synonym',
      (['ru', 'en'] as const).flatMap((locale) =>
        content.search.synonyms[locale].flatMap(({ typed, means }) =>
          means.map((meaning) => ({ locale, typed, means: meaning })),
        ),
      ),
    );
    // Seeded like counts start the counters; likes visitors added since are kept.
    await tx.query(
      `insert into blog_like (item, likes) select item, likes from jsonb_to_recordset($1::jsonb) as x(item text, likes integer)
       on conflict (item) do update set likes = greatest(blog_like.likes, excluded.likes)`,
      [
        JSON.stringify(
          content.blog.items.map((item) => ({ item: `/blog/${item.category}/${item.code}`, likes: item.likes })),
        ),
      ],
    );
    await fillSolutionProducts(tx);
    const written = await writing;
    const documents = models.map((model, index) => ({ model, files: written[index]?.documents ?? [] }));
    const report = photometryReport(models, written);
    for (const file of report.files)
      warn(`photometry check: ${file.nkCode} ${file.url}: ${describeFindings(file.findings)}`);
    log(`photometry check: ${String(report.checked)} LDT files, ${String(report.files.length)} with findings`);
    await tx.query(
      "insert into content (kind, code, locale, sort, data) values ('photometry-check', 'report', 'ru', 0, $1::jsonb)",
      [JSON.stringify(report)],
    );
    await insertJson(tx, 'document', catalogRows(content, pictures, icon, models, documents).documents);
    await tx.query(
      `insert into seed_state (key, value) values ('content', $1)
       on conflict (key) do update set value = excluded.value, seeded_at = now()`,
      [hash],
    );
  });

  // GLDF containers of the content before: their URLs carry the old version and nothing links to them.
  await rm(join(uploadDir, 'gldf'), { recursive: true, force: true });

  const counts = {
    pictures: pictures.size,
    contentRows: rows.length + 1, // and the photometry report
    searchDocuments: search.length,
    sections: catalog.sections.length,
    series: catalog.series.length,
    models: catalog.models.length,
    documents: catalog.documents.length,
  };
  log(`seeded: ${JSON.stringify(counts)}`);
  return { seeded: true, hash, counts, milliseconds: Date.now() - started };
}

/** Solutions show cards of their products; the cards come from the catalogue tables just written. */
async function fillSolutionProducts(tx: Transaction) {
  const sections = await Sections.load(tx);
  const { rows: series } = await tx.query<{ id: number; gnk_code: string }>('select id, gnk_code from series');
  const idByCode = new Map(series.map((row) => [row.gnk_code, row.id]));
  for (const locale of locales) {
    const { rows } = await tx.query<{ code: string; data: { seriesCodes: string[] } }>(
      "select code, data from content where kind = 'solution-element' and locale = $1",
      [locale],
    );
    for (const row of rows) {
      const ids = row.data.seriesCodes.flatMap((code) => idByCode.get(code) ?? []);
      const cards = await seriesCards(tx, sections, ids, locale);
      await tx.query(
        "update content set data = jsonb_set(data, '{products}', $1::jsonb) where kind = 'solution-element' and locale = $2 and code = $3",
        [JSON.stringify(cards), locale, row.code],
      );
    }
  }
}

function catalogRows(
  content: Content,
  pictures: Map<string, Picture>,
  icon: (name: string) => string,
  models: ReturnType<typeof generateModels>,
  documents: {
    model: ReturnType<typeof generateModels>[number];
    files: Awaited<ReturnType<typeof writeModelDocuments>>;
  }[],
) {
  const { catalog } = content;
  const picture = (name: string) => pictures.get(name) ?? null;
  const incomplete = (whole: Picture | null): Picture | null => (whole ? { ...whole, medium: null } : null);
  const sections: { id: number; code: string; parent_id: number | null; sort: number; data: unknown }[] = [];
  const sectionIds = new Map<string, number>();
  catalog.sections.forEach((section, index) => {
    const id = index + 1;
    sectionIds.set(section.code, id);
    sections.push({
      id,
      code: section.code,
      parent_id: null,
      sort: index,
      data: {
        name: section.name,
        preview: section.preview,
        description: section.description,
        picture: picture(`catalog-${section.code}`),
        icon: icon(catalogSectionIcons[section.code] ?? 'lightbulb'),
      },
    });
    section.children.forEach((child, childIndex) => {
      const childId = 100 + id * 20 + childIndex;
      sectionIds.set(`${section.code}/${child.code}`, childId);
      sections.push({
        id: childId,
        code: child.code,
        parent_id: id,
        sort: childIndex,
        data: {
          name: child.name,
          preview: child.preview,
          description: child.description,
          picture: picture(`catalog-${child.code}`),
          icon: null,
        },
      });
    });
  });
  const seriesIds = new Map<string, number>();
  const series = catalog.series.map((item, index) => {
    const id = index + 1;
    seriesIds.set(item.gnkCode, id);
    const sectionId = sectionIds.get(item.section.join('/'));
    if (sectionId === undefined)
      throw new Error(`series ${item.gnkCode} names an unknown section ${item.section.join('/')}`);
    return {
      id,
      gnk_code: item.gnkCode,
      section_id: sectionId,
      sort: index,
      name: item.name,
      is_new: item.isNew,
      warranty_years: item.warrantyYears,
      data: {
        preview: item.preview,
        description: item.description,
        features: item.features,
        applications: item.applications,
        housing: item.models.housing,
        picture: picture(`series-${item.gnkCode}`),
        gallery: [
          ...[1, 2, 3].flatMap(
            (n) => picture(n === 1 ? `series-${item.gnkCode}` : `series-${item.gnkCode}-${n}`) ?? [],
          ),
          // The real provider now and then sends a picture without one of its sizes; the first series
          // carries such a one so clients' "valid images only" rule is exercised against real data.
          ...(index === 0 ? [incomplete(picture(`series-${item.gnkCode}-2`))].flatMap((broken) => broken ?? []) : []),
        ],
      },
    };
  });
  const modelRows = models.map((model) => ({
    id: model.id,
    nk_code: model.nkCode,
    series_id: seriesIds.get(model.gnkCode),
    sort: model.sort,
    name: model.name,
    archived: model.archived,
    replaced_by: model.replacedBy,
    description: model.description,
    tech: model.technical,
  }));
  const accessoryIds = new Map(catalog.accessories.map((accessory, index) => [accessory.code, index + 1]));
  const accessories = catalog.accessories.map((accessory) => ({
    id: accessoryIds.get(accessory.code),
    code: accessory.code,
    data: { name: accessory.name, description: accessory.description, picture: picture(`accessory-${accessory.code}`) },
  }));
  const seriesAccessories = catalog.series.flatMap((item) =>
    item.accessories.map((code) => ({ series_id: seriesIds.get(item.gnkCode), accessory_id: accessoryIds.get(code) })),
  );
  let documentId = 0;
  const documentRows = documents.flatMap(({ model, files }) =>
    files.map((file) => ({
      id: (documentId += 1),
      series_id: seriesIds.get(model.gnkCode),
      model_id: model.id,
      type: file.type,
      locale: file.locale,
      file_name: file.fileName,
      path: file.url.replace(/^\/upload\//, ''),
      size: file.size,
      mime_type: file.mimeType,
    })),
  );
  return { sections, series, models: modelRows, accessories, seriesAccessories, documents: documentRows };
}
