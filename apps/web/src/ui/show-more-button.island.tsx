import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { island } from '@/app/islands/island';

type ShowMoreButtonProps = {
  /** The list it opens (its element's id). */
  listId: string;
  count: number;
  className: string;
};

/** The button of a `ShowMoreList`: shows the rest of the list, then goes. */
function ShowMoreButton({ listId, count, className }: ShowMoreButtonProps) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  if (expanded) return null;
  return (
    <button
      type="button"
      className={className}
      aria-controls={listId}
      onClick={() => {
        document.getElementById(listId)?.setAttribute('data-expanded', '');
        setExpanded(true);
      }}
    >
      {t`Показать все (${count})`}
    </button>
  );
}

export default island('show-more-button', ShowMoreButton);
