import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('FairQueue', () => {
  it('runs requests one at a time in the order they came', async () => {
    const queue = new FairQueue(1, 1000);
    const order: string[] = [];
    const request = (name: string, ms: number) =>
      queue.run(async () => {
        order.push(`${name} starts`);
        await sleep(ms);
        order.push(`${name} ends`);
      });
    await Promise.all([request('a', 20), request('b', 1), request('c', 1)]);
    expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    expect(queue.queued).toBe(0);
  });

  it('lets the next request run once a slow one has held its slot for the lease', async () => {
    const queue = new FairQueue(1, 30);
    const started: string[] = [];
    const slow = queue.run(async () => {
      started.push('slow');
      await sleep(300);
    });
    const quick = queue.run(() => {
      started.push('quick');
      return Promise.resolve();
    });
    const quickDone = await Promise.race([quick.then(() => 'quick first'), slow.then(() => 'slow first')]);
    expect(quickDone).toBe('quick first');
    expect(started).toEqual(['slow', 'quick']);
    await slow;
  });

  it('frees the slot when a request fails, and passes the failure on', async () => {
    const queue = new FairQueue(1, 1000);
    await expect(queue.run(() => Promise.reject(new Error('upstream')))).rejects.toThrow('upstream');
    await expect(queue.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
