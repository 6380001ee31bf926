import { describe, expect, it } from 'vitest';
import { Lanes } from './lanes.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Lanes', () => {
  it('runs requests before the background, at most one background task at a time', async () => {
    const lanes = new Lanes(2);
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const task = (key: string, priority: 'now' | 'later') =>
      lanes.run(key, priority, () => {
        started.push(key);
        return new Promise<void>((resolve) => finish.set(key, resolve));
      });
    const all = [task('b1', 'later'), task('b2', 'later'), task('r1', 'now'), task('r2', 'now'), task('r3', 'now')];
    await tick();
    // b1 took a slot first; b2 waits for it, r1 takes the second slot.
    expect(started).toEqual(['b1', 'r1']);
    lanes.hurry('b2');
    finish.get('b1')?.();
    await tick();
    // The hurried b2 goes first among the waiting requests.
    expect(started).toEqual(['b1', 'r1', 'b2']);
    finish.get('r1')?.();
    await tick();
    expect(started).toEqual(['b1', 'r1', 'b2', 'r2']);
    for (const key of ['b2', 'r2']) finish.get(key)?.();
    await tick();
    finish.get('r3')?.();
    await Promise.all(all);
    expect(started).toEqual(['b1', 'r1', 'b2', 'r2', 'r3']);
  });
});
