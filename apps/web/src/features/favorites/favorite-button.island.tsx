import { useLingui } from '@lingui/react/macro';
import { HeartIcon } from '@/ui/icons';
import { showToast } from '@/ui/toast-queue';
import { island } from '@/app/islands/island';
import type { FavoriteKind } from '@/app/visitor/favorites-cookie';
import styles from './favorite-button.module.css';
import { toggleFavorite, useIsFavorite } from './favorites-browser';

type FavoriteButtonProps = {
  kind: FavoriteKind;
  id: number;
  /** The series' or model's name, for the button's accessible name. */
  name: string;
  /** `icon`: a round heart (cards, table rows); `labelled`: heart and words (detail pages). */
  look?: 'icon' | 'labelled';
  /** What the server draws before the browser reads the cookie: true on the visitor's own favourites page. */
  initiallyFavorite?: boolean;
};

/** Adds a series or a model to the favourites, or removes it, and says so in a toast (requirements §9). */
function FavoriteButton({ kind, id, name, look = 'icon', initiallyFavorite = false }: FavoriteButtonProps) {
  const { t } = useLingui();
  const active = useIsFavorite(kind, id, initiallyFavorite);
  const toggle = () => {
    const outcome = toggleFavorite(kind, id);
    const messages = {
      series: { added: t`серия добавлена в избранное`, removed: t`серия удалена из избранного` },
      models: { added: t`модель добавлена в избранное`, removed: t`модель удалена из избранного` },
    };
    showToast(
      outcome === 'full'
        ? {
            title: t`избранное`,
            message: t`В избранном не осталось места: уберите что-нибудь, чтобы добавить новое`,
            variant: 'error',
          }
        : { title: t`избранное`, message: messages[kind][outcome], variant: 'success' },
    );
  };
  return (
    <button
      type="button"
      className={`${styles.button} ${look === 'labelled' ? styles.labelled : styles.icon}`}
      aria-pressed={active}
      aria-label={look === 'icon' ? t`В избранное: ${name}` : undefined}
      title={active ? t`Убрать из избранного` : t`Добавить в избранное`}
      onClick={toggle}
    >
      <HeartIcon />
      {look === 'labelled' ? <span>{active ? t`В избранном` : t`В избранное`}</span> : null}
    </button>
  );
}

export default island('favorite-button', FavoriteButton);
