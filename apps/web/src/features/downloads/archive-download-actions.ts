import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useClient, useMutation, type Client } from 'urql';
import { showToast } from '@/ui/toast-queue';
import { graphql } from '@/app/graphql/generated';
import { retryAfterOf, waitMinutes } from '@/app/graphql/rate-limit';

const PrepareDocumentsArchive = graphql(`
  mutation PrepareDocumentsArchive($fileIds: [Int!]!) {
    prepareArchive(fileIds: $fileIds) {
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

/** What to download: documents by id, or every document of some favourite series and models. */
export type DocumentsChoice =
  { fileIds: readonly number[] } | { seriesIds: readonly number[]; modelIds: readonly number[] };

/** The ids of the chosen documents; those of favourites are asked of the BFF. */
async function fileIdsOf(client: Client, choice: DocumentsChoice): Promise<readonly number[]> {
  if ('fileIds' in choice) return choice.fileIds;
  const variables = { seriesIds: [...choice.seriesIds], modelIds: [...choice.modelIds] };
  const result = await client.query(FavoriteDocumentIds, variables).toPromise();
  return result.data?.favoriteDocuments.map((file) => file.id) ?? [];
}

/**
 * Requirements §7, §15: the documents are zipped by the content API, then the browser downloads the zip,
 * with a toast at each step, or the error toast when it cannot be made. Loaded with the first
 * download (`useGraphqlOnDemand`); `download` resolves once it is over.
 */
export default function useArchiveDownloadActions() {
  const client = useClient();
  const [, prepareArchive] = useMutation(PrepareDocumentsArchive);
  return {
    async download(i18n: I18n, choice: DocumentsChoice): Promise<boolean> {
      showToast({
        title: i18n._(msg`готовим архив к скачиванию`),
        message: i18n._(msg`Подождите немного, пожалуйста`),
      });
      try {
        const fileIds = await fileIdsOf(client, choice);
        const result = fileIds.length === 0 ? undefined : await prepareArchive({ fileIds: [...fileIds] });
        const retryAfterSeconds = retryAfterOf(result?.error);
        if (retryAfterSeconds !== null) {
          const minutes = waitMinutes(retryAfterSeconds);
          showToast({
            variant: 'error',
            title: i18n._(msg`Слишком много архивов подряд`),
            message: i18n._(msg`Подождите ${minutes} мин. и скачайте снова`),
          });
          return false;
        }
        const archive = result?.data?.prepareArchive;
        if (archive?.__typename !== 'Archive') throw new Error('The archive was not prepared');
        showToast({
          variant: 'success',
          title: i18n._(msg`архив скачивается`),
          message: i18n._(msg`Спасибо за ожидание`),
        });
        const link = document.createElement('a');
        link.href = archive.path;
        link.download = archive.fileName;
        document.body.append(link);
        link.click();
        link.remove();
        return true;
      } catch {
        showToast({
          variant: 'error',
          title: i18n._(msg`Что-то пошло не так...`),
          message: i18n._(msg`Попробуйте, пожалуйста, позже`),
        });
        return false;
      }
    },
  };
}
