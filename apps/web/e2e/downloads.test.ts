import type { Download, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { graphql } from '@/app/graphql/generated';
import type { E2eDocumentFilesQueryVariables, PrepareDocumentsArchiveMutation } from '@/app/graphql/generated/graphql';
import { askBff, narrowTo } from './support/bff';
import {
  desktop,
  openHeld,
  openPage,
  phone,
  sharedBrowser,
  sharedTabs,
  visit,
  waitForHydrated,
} from './support/browser';
import { pathIn, type Locale } from './support/frame';
import { get, rawRequestStatus } from './support/http';
import { announcedToasts, toastTexts } from './support/toasts';

const site = inject('siteUrl');
const browser = sharedBrowser();
const tab = sharedTabs(browser);

const DocumentFiles = graphql(`
  query E2eDocumentFiles($gnkCode: String, $nkCode: String) {
    downloadFiles(gnkCode: $gnkCode, nkCode: $nkCode) {
      id
      title
      fileName
      url
    }
  }
`);

const PrepareArchive = graphql(`
  mutation E2ePrepareArchive($fileIds: [Int!]!) {
    prepareArchive(fileIds: $fileIds) {
      __typename
      ... on Archive {
        path
        fileName
      }
    }
  }
`);

/** The documents of a series (`gnkCode`) or of a model (`nkCode`), as the BFF lists them. */
async function documentsOf(selector: E2eDocumentFilesQueryVariables, locale: Locale = 'ru') {
  return (await askBff(locale, DocumentFiles, selector)).downloadFiles;
}

async function zipBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Opens a page with documents and waits until their list (whose code follows the page's) answers. */
async function openDocuments(page: Page, url: string): Promise<void> {
  await visit(page, url);
  await page.locator('#documents').scrollIntoViewIfNeeded();
  await waitForHydrated(page, '#documents input[type="checkbox"]');
}

describe('document downloads', () => {
  it('zips the documents chosen on a series page, with the toasts of requirements §15 (phone)', async () => {
    const documents = await documentsOf({ gnkCode: 'plato' });
    const [first, , third] = documents;
    const { context, page } = await openPage(browser(), { viewport: phone, acceptDownloads: true });
    await openDocuments(page, `${site}/product/plato`);
    const chosen = page.locator('#documents');
    const downloadChosen = chosen.getByRole('button', { name: 'Скачать выбранные' });
    expect(await downloadChosen.isDisabled()).toBe(true);
    await chosen.getByRole('checkbox', { name: first!.title, exact: true }).check();
    await chosen.getByRole('checkbox', { name: third!.title, exact: true }).check();
    expect(await chosen.getByText('Выбрано документов: 2').count()).toBe(1);
    const download = page.waitForEvent('download');
    await downloadChosen.click();
    const zip = await zipBytes(await download);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes(Buffer.from(first!.fileName))).toBe(true);
    expect(zip.includes(Buffer.from(third!.fileName))).toBe(true);
    expect(zip.includes(Buffer.from(documents[1]!.fileName))).toBe(false);
    await expect
      .poll(() => toastTexts(page))
      .toEqual(['готовим архив к скачиванию\nПодождите немного, пожалуйста', 'архив скачивается\nСпасибо за ожидание']);
    expect(await announcedToasts(page)).toEqual(await toastTexts(page));
    // Escape closes the toasts (its first press here closes nothing else).
    await page.keyboard.press('Escape');
    await expect.poll(() => toastTexts(page)).toEqual([]);
    await context.close();
  });

  it('zips the documents ticked before the list’s code came', async () => {
    const documents = await documentsOf({ gnkCode: 'plato' });
    const [first, , third] = documents;
    const { context, page, release } = await openHeld(browser(), `${site}/product/plato`, { acceptDownloads: true });
    const chosen = page.locator('#documents');
    await chosen.getByRole('checkbox', { name: first!.title, exact: true }).check();
    await chosen.getByRole('checkbox', { name: third!.title, exact: true }).check();
    release();
    await waitForHydrated(page, '#documents input[type="checkbox"]');
    await chosen.getByText('Выбрано документов: 2').waitFor();
    const request = page.waitForRequest(
      (candidate) =>
        candidate.url().endsWith('/graphql') &&
        (candidate.postDataJSON() as { operationName?: string } | null)?.operationName === 'PrepareDocumentsArchive',
    );
    const download = page.waitForEvent('download');
    await chosen.getByRole('button', { name: 'Скачать выбранные' }).click();
    const sent = (await request).postDataJSON() as { variables: { fileIds: number[] } };
    expect(sent.variables.fileIds).toEqual([first!.id, third!.id]);
    const zip = await zipBytes(await download);
    expect(zip.includes(Buffer.from(first!.fileName))).toBe(true);
    expect(zip.includes(Buffer.from(third!.fileName))).toBe(true);
    await context.close();
  });

  it('zips every document of a model at once, with English toasts under /en (desktop)', async () => {
    const documents = await documentsOf({ nkCode: 'plato-25-830' }, 'en');
    const { context, page } = await openPage(browser(), { viewport: desktop, acceptDownloads: true });
    await openDocuments(page, `${site}${pathIn('en', '/product/plato/plato-25-830')}`);
    const download = page.waitForEvent('download');
    await page
      .locator('#documents')
      .getByRole('button', { name: `Download all (${documents.length + 1})` })
      .click();
    const zip = await zipBytes(await download);
    for (const document of documents) expect(zip.includes(Buffer.from(document.fileName))).toBe(true);
    // The model's GLDF container goes with them, built for the archive.
    expect(zip.includes(Buffer.from('OSTREL PLATO-25-830.gldf'))).toBe(true);
    await expect
      .poll(() => toastTexts(page))
      .toEqual([
        'preparing the archive for download\nPlease wait a moment',
        'the archive is downloading\nThank you for waiting',
      ]);
    await context.close();
  });

  it('zips the series’ GLDF container when it is ticked, with the documents chosen beside it', async () => {
    const [first] = await documentsOf({ gnkCode: 'plato' });
    const { context, page } = await openPage(browser(), { viewport: desktop, acceptDownloads: true });
    await openDocuments(page, `${site}/product/plato`);
    const chosen = page.locator('#documents');
    await chosen.getByRole('checkbox', { name: 'GLDF для DIALux и Relux', exact: true }).check();
    await chosen.getByRole('checkbox', { name: first!.title, exact: true }).check();
    expect(await chosen.getByText('Выбрано документов: 2').count()).toBe(1);
    const request = page.waitForRequest(
      (candidate) =>
        candidate.url().endsWith('/graphql') &&
        (candidate.postDataJSON() as { operationName?: string } | null)?.operationName === 'PrepareDocumentsArchive',
    );
    const download = page.waitForEvent('download');
    await chosen.getByRole('button', { name: 'Скачать выбранные' }).click();
    expect(((await request).postDataJSON() as { variables: { gldf: string[] } }).variables.gldf).toEqual(['plato']);
    const zip = await zipBytes(await download);
    expect(zip.includes(Buffer.from('OSTREL PLATO.gldf'))).toBe(true);
    expect(zip.includes(Buffer.from(first!.fileName))).toBe(true);
    // The row's own link downloads the container alone.
    expect(await chosen.locator('#document-gldf').getAttribute('download')).toBe('OSTREL PLATO.gldf');
    await context.close();
  });

  it('says something went wrong, and downloads nothing, when the archive cannot be made', async () => {
    const { context, page } = await openPage(browser(), { viewport: desktop, acceptDownloads: true });
    // The site's own operation (src/downloads), answered as the BFF does when the content API cannot zip.
    await page.route(`${site}/graphql`, async (route) => {
      const sent = route.request().postDataJSON() as { operationName?: string } | null;
      if (sent?.operationName !== 'PrepareDocumentsArchive') return route.fallback();
      const unavailable: PrepareDocumentsArchiveMutation = { prepareArchive: { __typename: 'ArchiveUnavailable' } };
      return route.fulfill({ json: { data: unavailable } });
    });
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await openDocuments(page, `${site}/product/plato/plato-25-830`);
    await page
      .locator('#documents')
      .getByRole('button', { name: /^Скачать все/ })
      .click();
    await expect
      .poll(() => toastTexts(page))
      .toEqual([
        'готовим архив к скачиванию\nПодождите немного, пожалуйста',
        'Что-то пошло не так...\nПопробуйте, пожалуйста, позже',
      ]);
    expect(await page.getByRole('alert').filter({ hasText: 'Что-то пошло не так...' }).count()).toBe(1);
    // The choice stays, ready for another try.
    expect(
      await page
        .locator('#documents')
        .getByRole('button', { name: /^Скачать все/ })
        .isEnabled(),
    ).toBe(true);
    expect(downloads).toBe(0);
    await context.close();
  });

  it('opens a single document directly from its title', async () => {
    const [document] = await documentsOf({ nkCode: 'plato-25-830' });
    const page = await tab();
    await visit(page, `${site}/product/plato/plato-25-830`);
    const link = page.locator('#documents').getByRole('link', { name: document!.title, exact: true });
    expect(await link.getAttribute('href')).toBe(document!.url);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await get(`${site}${document!.url}`)).status).toBe(200);
  });

  it('serves a prepared archive from the site itself, to this visitor only, and answers 404 for one that does not exist', async () => {
    const [document] = await documentsOf({ nkCode: 'plato-25-830' });
    const { path, fileName } = narrowTo(
      (await askBff('ru', PrepareArchive, { fileIds: [document!.id] })).prepareArchive,
      'Archive',
    );
    const archive = await get(`${site}${path}`);
    expect(archive.status).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(archive.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(archive.headers['cache-control']).toBe('private, no-store');
    expect((await get(`${site}/api/v1/downloads/archive/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    // Nothing but an archive's own path reaches the content API with the site's credentials.
    const id = path.split('/').at(-1)!;
    for (const suffix of ['..', '%2e%2e', `${id}?x=1`, `${id}/x`, 'x']) {
      const { status, text } = await rawRequestStatus(
        site,
        `GET /api/v1/downloads/archive/${suffix} HTTP/1.1\r\nHost: ${new URL(site).host}\r\nConnection: close\r\n\r\n`,
      );
      expect(status).toBe(404);
      expect(text).not.toContain('PK');
    }
  });
});
