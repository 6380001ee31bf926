import { circuitBreaker, ConsecutiveBreaker, handleWhenResult, type CircuitBreakerPolicy } from 'cockatiel';
import type { BffConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { Loaded } from './shared-reads.js';

/**
 * Opens after five reads in a row failed: reads are then answered at once from what is cached
 * (stale) or as failed, without waiting for a provider that is down or stalled, until a trial
 * read after `upstreamBreakerHalfOpenMs` succeeds.
 */
export function readBreaker(config: BffConfig, log: Logger): CircuitBreakerPolicy {
  const breaker = circuitBreaker(
    handleWhenResult((result) => {
      const loaded = result as Loaded<unknown>;
      return loaded.status === 'failed' && !loaded.content;
    }),
    { halfOpenAfter: config.upstreamBreakerHalfOpenMs, breaker: new ConsecutiveBreaker(5) },
  );
  breaker.onBreak(() => {
    log.warn({ msg: 'upstream reads failing: answering from the cache until a trial read succeeds' });
  });
  breaker.onReset(() => {
    log.info({ msg: 'upstream reads succeed again' });
  });
  return breaker;
}
