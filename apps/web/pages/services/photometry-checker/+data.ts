import type { PageContextServer } from 'vike/types';
import { queryOnServer } from '@/app/graphql/query-server';
import { i18nFor } from '@/app/i18n/i18n';
import { PhotometryCheckQuery, photometryCheckView, refusedFileView } from '@/features/tools/photometry-check';
import { loadServicePage } from '../service-page';

/**
 * The photometric file checker: a service page whose content says `hasTool`, drawn with the
 * checker, and with the report of a file posted to it without script (pageContext.photometryUpload).
 */
export async function data(pageContext: PageContextServer) {
  const page = await loadServicePage(pageContext, 'photometry-checker');
  if (!page.service.hasTool) return { ...page, checker: null };
  const upload = pageContext.photometryUpload;
  const i18n = i18nFor(pageContext.locale);
  if (!upload) return { ...page, checker: { answer: null, missingFile: false } };
  if ('missing' in upload) return { ...page, checker: { answer: null, missingFile: true } };
  if ('tooLarge' in upload)
    return { ...page, checker: { answer: refusedFileView(upload.name, i18n), missingFile: false } };
  const checked = await queryOnServer(pageContext, PhotometryCheckQuery, {
    file: new File([upload.bytes], upload.name),
  });
  const answer = photometryCheckView(checked.photometryCheck, upload.name, i18n, pageContext.locale);
  return { ...page, checker: { answer, missingFile: false } };
}

export type Data = Awaited<ReturnType<typeof data>>;
