import { eventInstant, eventTiming } from '@/ui/event-time';

interface EventLike {
  event: { startsAt: string; endsAt?: string | null } | null;
}

/**
 * Events still to come or under way at `now`, soonest first, at most `limit`: the news list is
 * ordered by publication, so a visitor would otherwise have to page through it to find the next one.
 */
export function upcomingEvents<Item extends EventLike>(items: readonly Item[], now: Date, limit: number): Item[] {
  const start = (item: Item) => eventInstant(item.event?.startsAt)?.getTime() ?? 0;
  return items
    .filter((item) => {
      const timing = item.event ? eventTiming(item.event.startsAt, item.event.endsAt ?? null, now) : null;
      return timing === 'upcoming' || timing === 'ongoing';
    })
    .sort((a, b) => start(a) - start(b))
    .slice(0, limit);
}
