import { useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import {
  favoritesShareSearch,
  mergedFavorites,
  newestFirst,
  type FavoriteIds,
} from '@/features/favorites/favorites-link';
import { useArchiveDownload } from '@/features/downloads/use-archive-download';
import { readFavorites, storeFavorites } from '@/features/favorites/favorites-browser';
import { showToast } from '@/ui/toast-queue';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import buttons from '@/ui/buttons.module.css';
import { subscribeToFavorites } from '@/app/visitor/favorites-cookie';
import styles from './favorites.module.css';

const ownIds = (): FavoriteIds => {
  const list = readFavorites();
  return { series: newestFirst(list.series), models: newestFirst(list.models) };
};

interface FavoritesActionsProps {
  /** A list opened from a share link (else the visitor's own). */
  isShared: boolean;
  /** The ids the page shows. */
  found: FavoriteIds;
  /** The share link as the server made it, shown until the browser reads the cookie. */
  shareUrl: string;
}

/** Download every document of the list; share the own list by link, or keep a shared one. */
export function FavoritesActions({ isShared, found, shareUrl }: FavoritesActionsProps) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const { busy, download } = useArchiveDownload();
  const [saved, setSaved] = useState(false);
  // The own list's link follows the hearts ticked on this page.
  const ownShareUrl = useSyncExternalStore(
    subscribeToFavorites,
    () => `${location.origin}${localePath(locale, '/favorites')}${favoritesShareSearch(ownIds())}`,
    () => shareUrl,
  );

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(ownShareUrl);
      showToast({
        variant: 'success',
        title: t`Ссылка скопирована`,
        message: t`По ней этот список откроется на любом устройстве`,
      });
    } catch {
      showToast({
        title: t`Скопируйте ссылку`,
        message: t`Браузер не дал скопировать её сам: выделите ссылку в поле и скопируйте`,
      });
    }
  };

  const keep = () => {
    if (storeFavorites(mergedFavorites(readFavorites(), found, Date.now()))) {
      setSaved(true);
      showToast({ variant: 'success', title: t`избранное`, message: t`Подборка сохранена в избранное` });
    } else {
      showToast({
        variant: 'error',
        title: t`избранное`,
        message: t`В избранном не осталось места: уберите что-нибудь, чтобы добавить новое`,
      });
    }
  };

  return (
    <div id="favorites-actions" className={styles.actions}>
      <div className={styles.buttons}>
        {isShared ? (
          saved ? (
            <a className={buttons.primary} href={localePath(locale, '/favorites')}>
              {t`Открыть моё избранное`}
            </a>
          ) : (
            <button type="button" className={buttons.primary} onClick={keep}>
              {t`Сохранить в моё избранное`}
            </button>
          )
        ) : null}
        <button
          type="button"
          className={isShared ? buttons.secondary : buttons.primary}
          disabled={busy}
          aria-busy={busy}
          onClick={() => {
            const ids = isShared ? found : ownIds();
            void download({ seriesIds: ids.series, modelIds: ids.models });
          }}
        >
          {t`Скачать все документы`}
        </button>
      </div>
      {isShared ? null : (
        <div className={styles.share}>
          <label htmlFor="favorites-share-link" className={styles.shareLabel}>
            {t`Ссылка на этот список — откроет его на другом устройстве`}
          </label>
          <div className={styles.shareRow}>
            <input
              id="favorites-share-link"
              className={styles.shareInput}
              type="url"
              readOnly
              value={ownShareUrl}
              onFocus={(event) => {
                event.currentTarget.select();
              }}
            />
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => {
                void copyLink();
              }}
            >
              {t`Скопировать`}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
