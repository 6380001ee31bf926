import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { openingStatus, sameClockAsVisitor, type OpeningRun, type ZoneOffsets } from './opening-status';
import styles from './open-status.module.css';

export interface OpenStatusProps {
  openingHours: OpeningRun[];
  /** The office's zone as offsets from UTC (`zoneOffsets`, written by the server). */
  offsets: ZoneOffsets | null;
}

const minute = 60_000;
const subscribe = (onMinute: () => void) => {
  const timer = setInterval(onMinute, minute / 4);
  return () => {
    clearInterval(timer);
  };
};
const currentMinute = () => Math.floor(Date.now() / minute);
// The server cannot know the visitor's moment (and its pages are cached): the status is the browser's.
const noMinute = () => null;

/** "Open until 18:00" or when it opens next, in the office's own time, kept current. */
export function OpenStatus({ openingHours, offsets }: OpenStatusProps) {
  const { t } = useLingui();
  const now = useSyncExternalStore(subscribe, currentMinute, noMinute);
  if (now === null || !offsets) return null;
  const at = new Date(now * minute);
  const status = openingStatus(openingHours, offsets, at);
  if (!status) return null;
  let text: string;
  if (status.open) text = t`Открыто до ${status.closes}`;
  else if (status.inDays === 0) text = t`Закрыто, откроется в ${status.opens}`;
  else if (status.inDays === 1) text = t`Закрыто, откроется завтра в ${status.opens}`;
  else {
    const opens = status.opens;
    const onDay = [
      t`Закрыто, откроется в понедельник в ${opens}`,
      t`Закрыто, откроется во вторник в ${opens}`,
      t`Закрыто, откроется в среду в ${opens}`,
      t`Закрыто, откроется в четверг в ${opens}`,
      t`Закрыто, откроется в пятницу в ${opens}`,
      t`Закрыто, откроется в субботу в ${opens}`,
      t`Закрыто, откроется в воскресенье в ${opens}`,
    ];
    text = onDay[status.weekday - 1] ?? '';
  }
  return (
    <p className={status.open ? styles.open : styles.closed} data-open-status={status.open ? 'open' : 'closed'}>
      <span>
        {text}
        {sameClockAsVisitor(offsets, at) ? null : <span className={styles.zone}> {t`(время местное)`}</span>}
      </span>
    </p>
  );
}
