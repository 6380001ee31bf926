import { describe, expect, it } from 'vitest';
import { Lanes } from './lanes.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Lanes', () => {
  it('gives requests every slot and the background one, only while no request runs or waits', async () => {
    const lanes = new Lanes(2);
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const task = (key: string, priority: 'now' | 'later') =>
      lanes.run(key, priority, () => {
        started.push(key);
        return new Promise<void>((resolve) => finish.set(key, resolve));
      });
    const all = [task('b1', 'later'), task('b2', 'later'), task('b3', 'later')];
    await tick();
    // Nothing else to do: one background task at a time.
    expect(started).toEqual(['b1']);
    all.push(task('r1', 'now'), task('r2', 'now'), task('r3', 'now'));
    await tick();
    // Requests take both slots beside the background task already running.
    expect(started).toEqual(['b1', 'r1', 'r2']);
    lanes.hurry('b3');
    finish.get('b1')?.();
    finish.get('r1')?.();
    await tick();
    // A request waiting for a background task moves it ahead of the other requests; b2 still waits.
    expect(started).toEqual(['b1', 'r1', 'r2', 'b3']);
    for (const key of ['r2', 'b3']) finish.get(key)?.();
    await tick();
    expect(started).toEqual(['b1', 'r1', 'r2', 'b3', 'r3']);
    finish.get('r3')?.();
    await tick();
    expect(started).toEqual(['b1', 'r1', 'r2', 'b3', 'r3', 'b2']);
    finish.get('b2')?.();
    await Promise.all(all);
  });
});
