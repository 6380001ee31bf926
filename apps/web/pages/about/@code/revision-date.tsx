import { Trans } from '@lingui/react/macro';
import { usePageLocation } from '@/app/page/page-location';
import { calendarDate, formatCalendarDate } from '@/ui/calendar-date';
import styles from './revision-date.module.css';

/** When a policy or warranty text was last revised; nothing when the content does not say. */
export function RevisionDate({ value }: { value: string }) {
  const { locale } = usePageLocation();
  const date = calendarDate(value);
  const formatted = formatCalendarDate(value, locale);
  if (!date || !formatted) return null;
  const time = <time dateTime={date}>{formatted}</time>;
  return (
    <p className={styles.revision}>
      <Trans>Редакция от {time}</Trans>
    </p>
  );
}
