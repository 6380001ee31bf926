import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { localePath } from '@/app/i18n/locale';
import { usePageLocation } from '@/app/page/page-location';
import { formatEventWhen, type EventTiming } from '@/ui/event-time';
import styles from './event-panel.module.css';

interface EventPanelProps {
  /** The event's code: its calendar file is /news/{code}/event.ics. */
  code: string;
  startsAt: string;
  endsAt: string | null;
  place: string;
  registrationOpen: boolean;
  /** Whether the event is to come, under way or over, told when the page was drawn. */
  timing: EventTiming | null;
  /** The registration form, while registration is open. */
  children?: ReactNode;
}

/** An event's facts beside its text: when, where, whether it is still to come, and how to take part. */
export function EventPanel({ code, startsAt, endsAt, place, registrationOpen, timing, children }: EventPanelProps) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const when = formatEventWhen(startsAt, endsAt, locale);
  const canRegister = registrationOpen && timing === 'upcoming';
  const note =
    timing === 'past'
      ? t`Событие завершилось. Регистрация закрыта — следите за анонсами новых событий.`
      : timing === 'ongoing'
        ? t`Событие уже идёт. Регистрация закрыта.`
        : canRegister
          ? null
          : t`Регистрация на событие закрыта.`;
  return (
    <aside className={styles.panel} aria-labelledby="event-facts">
      <h2 id="event-facts" className={styles.title}>
        {t`О событии`}
      </h2>
      <dl className={styles.facts}>
        {when ? (
          <div>
            <dt>{t`Когда`}</dt>
            <dd>
              <time dateTime={startsAt}>{when}</time>
            </dd>
          </div>
        ) : null}
        {place ? (
          <div>
            <dt>{t`Где`}</dt>
            <dd>{place}</dd>
          </div>
        ) : null}
      </dl>
      {timing === 'upcoming' || timing === 'ongoing' ? (
        <a className={styles.calendar} href={localePath(locale, `/news/${code}/event.ics`)} download>
          {t`Добавить в календарь`}
        </a>
      ) : null}
      {note ? (
        <p className={styles.note} data-timing={timing ?? undefined}>
          {note}
        </p>
      ) : null}
      {canRegister ? children : null}
    </aside>
  );
}
