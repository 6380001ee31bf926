import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast announcements', () => {
  it('holds each toast for screen readers while it shows, three at most, and tells who listens', async () => {
    const queue = await import('./toast-queue');
    const heard = vi.fn();
    queue.subscribeToToasts(heard);
    const titles = () => queue.currentAnnouncements().map(({ toast }) => toast.title);

    queue.showToast({ title: 'one' });
    vi.advanceTimersByTime(1000);
    for (const title of ['two', 'three', 'four']) queue.showToast({ title, variant: 'success' });
    expect(titles()).toEqual(['two', 'three', 'four']);
    expect(heard).toHaveBeenCalledTimes(4);

    vi.advanceTimersByTime(queue.toastDurationMs - 1000);
    expect(titles()).toEqual(['two', 'three', 'four']);
    vi.advanceTimersByTime(1000);
    expect(titles()).toEqual([]);
    expect(queue.serverAnnouncements()).toEqual([]);
  });

  it('queues toasts asked for before the host is there and hands them over once it is', async () => {
    const queue = await import('./toast-queue');
    const requested = vi.fn();
    queue.subscribeToToasts(requested);
    queue.showToast({ title: 'early' });
    expect(queue.toastRequested()).toBe(true);
    expect(requested).toHaveBeenCalledTimes(1);
    const shown: string[] = [];
    queue.attachToastHost((toast) => shown.push(toast.title));
    queue.showToast({ title: 'later' });
    expect(shown).toEqual(['early', 'later']);
  });
});
