export type LogLevel = 'error' | 'warn' | 'info' | 'debug' | 'silent';

export interface Logger {
  error(fields: Record<string, unknown>): void;
  warn(fields: Record<string, unknown>): void;
  info(fields: Record<string, unknown>): void;
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** One JSON line per event on stderr: easy to grep here and to ship anywhere. */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stderr.write(line)): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>) => (fields: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    write(`${JSON.stringify({ level: at, time: new Date().toISOString(), service: 'bff', ...fields })}\n`);
  };
  return { error: emit('error'), warn: emit('warn'), info: emit('info') };
}
