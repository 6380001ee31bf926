import { loggerOptions } from '@ostrel/logging/logger-options';
import { pino } from 'pino';

export type LogLevel = 'error' | 'warn' | 'info' | 'debug' | 'silent';

/** What the BFF logs through: each event is an object of fields, its text under `msg`. */
export interface Logger {
  error(fields: Record<string, unknown>): void;
  warn(fields: Record<string, unknown>): void;
  info(fields: Record<string, unknown>): void;
}

/**
 * One JSON line per event on stderr, in the shape every app logs (@ostrel/logging): the level by
 * name, an ISO time and `service: "bff"` first, then the event's fields. `write` receives the lines
 * instead (tests).
 */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stderr.write(line),
): Logger {
  return pino(loggerOptions('bff', level), { write });
}
