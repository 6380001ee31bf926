import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { showToast } from '../frame/toasts';
import { usePageContext } from '../page/page-context';
import type { DocumentsChoice } from './download-archive';

/**
 * Zips and downloads documents (the flow and its toasts are in `download-archive`, loaded with the
 * first download); `busy` while it runs, so its buttons wait.
 */
export function useArchiveDownload() {
  const { t, i18n } = useLingui();
  const { locale } = usePageContext();
  const [busy, setBusy] = useState(false);
  const download = async (choice: DocumentsChoice) => {
    setBusy(true);
    try {
      const { downloadArchive } = await import('./download-archive');
      await downloadArchive(i18n, locale, choice);
    } catch {
      // The flow's code could not be loaded: the flow's own failure toast.
      showToast({ variant: 'error', title: t`Что-то пошло не так...`, message: t`Попробуйте, пожалуйста, позже` });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
