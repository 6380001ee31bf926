import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useClient, useMutation, type Client } from 'urql';
import { graphql } from '@/app/graphql/generated';
import { retryAfterOf, waitMinutes } from '@/app/graphql/rate-limit';
import { showToast } from '@/ui/toast-queue';

const PrepareDocumentsArchive = graphql(`
  mutation PrepareDocumentsArchive($fileIds: [Int!]!, $gldf: [String!]!) {
    prepareArchive(fileIds: $fileIds, gldf: $gldf) {
      __typename
      ... on Archive {
        path
        fileName
      }
    }
  }
`);

const FavoriteDocumentIds = graphql(`
  query FavoriteDocumentIds($seriesIds: [Int!]!, $modelIds: [Int!]!) {
    favoriteDocuments(seriesIds: $seriesIds, modelIds: $modelIds) {
      id
    }
  }
`);

/**
 * What to download: documents by id with products' GLDF containers (a series' code, or
 * `{gnkCode}/{nkCode}`), or every document of some favourite series and models.
 */
export type DocumentsChoice =
  | { fileIds: readonly number[]; gldf?: readonly string[] }
  | { seriesIds: readonly number[]; modelIds: readonly number[] };

/** The ids of the chosen documents; those of favourites are asked of the BFF. */
async function fileIdsOf(client: Client, choice: DocumentsChoice): Promise<readonly number[]> {
  if ('fileIds' in choice) return choice.fileIds;
  const variables = { seriesIds: [...choice.seriesIds], modelIds: [...choice.modelIds] };
  const result = await client.query(FavoriteDocumentIds, variables).toPromise();
  return result.data?.favoriteDocuments.map((file) => file.id) ?? [];
}

/**
 * Zips and downloads documents (requirements §7, §15): the content API makes the zip, then the
 * browser downloads it, with a toast at each step, or the error toast when it cannot be made.
 * `busy` while it runs, so its buttons wait. For an island under `withGraphql` (it uses urql).
 */
export function useArchiveDownload() {
  const { t } = useLingui();
  const client = useClient();
  const [, prepareArchive] = useMutation(PrepareDocumentsArchive);
  const [busy, setBusy] = useState(false);
  const download = async (choice: DocumentsChoice): Promise<void> => {
    setBusy(true);
    showToast({ title: t`готовим архив к скачиванию`, message: t`Подождите немного, пожалуйста` });
    try {
      const fileIds = await fileIdsOf(client, choice);
      const gldf = 'gldf' in choice ? [...(choice.gldf ?? [])] : [];
      const result =
        fileIds.length + gldf.length === 0 ? undefined : await prepareArchive({ fileIds: [...fileIds], gldf });
      const retryAfterSeconds = retryAfterOf(result?.error);
      if (retryAfterSeconds !== null) {
        const minutes = waitMinutes(retryAfterSeconds);
        showToast({
          variant: 'error',
          title: t`Слишком много архивов подряд`,
          message: t`Подождите ${minutes} мин. и скачайте снова`,
        });
        return;
      }
      const archive = result?.data?.prepareArchive;
      if (archive?.__typename !== 'Archive') throw new Error('The archive was not prepared');
      showToast({ variant: 'success', title: t`архив скачивается`, message: t`Спасибо за ожидание` });
      const link = document.createElement('a');
      link.href = archive.path;
      link.download = archive.fileName;
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      showToast({ variant: 'error', title: t`Что-то пошло не так...`, message: t`Попробуйте, пожалуйста, позже` });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
