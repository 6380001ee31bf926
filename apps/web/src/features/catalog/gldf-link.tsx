import { useLingui } from '@lingui/react/macro';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { readFragment } from '@/app/graphql/read-fragment';
import type { GldfDocument } from './documents';

/** A product's GLDF container, which DIALux and Relux import whole. */
export const GldfDownloadFragment = graphql(`
  fragment GldfDownloadLink on GldfDownload {
    url
    fileName
  }
`);

/** A product's container as its documents list offers it, for the archive too (documents.tsx). */
export function gldfDocument(code: string, gldf: FragmentType<typeof GldfDownloadFragment>): GldfDocument {
  const { url, fileName } = readFragment<typeof GldfDownloadFragment>(gldf);
  return { code, url, fileName };
}

/**
 * The GLDF download among a product page's actions: the site serves the content API's file under
 * /upload, in either language (the container holds both).
 */
export function GldfLink({ gldf }: { gldf: FragmentType<typeof GldfDownloadFragment> }) {
  const { t } = useLingui();
  const { url, fileName } = readFragment<typeof GldfDownloadFragment>(gldf);
  return (
    <a
      href={url}
      download={fileName}
      data-code="gldf"
      title={t`Светораспределение, изображения, паспорта и характеристики в одном файле`}
    >
      {t`GLDF для DIALux и Relux`}
    </a>
  );
}
