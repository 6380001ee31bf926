import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { showToast } from '@/ui/toast-queue';
import { useGraphqlOnDemand } from '@/app/graphql/on-demand';
import type { DocumentsChoice } from './archive-download-actions';

const loadActions = () => import('./archive-download-actions');

/**
 * Zips and downloads documents (the flow and its toasts are in `archive-download-actions`, loaded
 * with the first download); `busy` while it runs, so its buttons wait. Render `host` once,
 * anywhere in the component that downloads.
 */
export function useArchiveDownload() {
  const { t, i18n } = useLingui();
  const graphql = useGraphqlOnDemand(loadActions);
  const [busy, setBusy] = useState(false);
  const download = async (choice: DocumentsChoice) => {
    setBusy(true);
    try {
      await (await graphql.actions()).download(i18n, choice);
    } catch {
      // The flow's code could not be loaded: the flow's own failure toast.
      showToast({ variant: 'error', title: t`Что-то пошло не так...`, message: t`Попробуйте, пожалуйста, позже` });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download, host: graphql.host };
}
