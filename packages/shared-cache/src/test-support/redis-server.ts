import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Socket } from 'node:net';
import getPort from 'get-port';

/**
 * A throwaway Redis for tests: Debian's `redis-server` (which .ci/run installs; REDIS_SERVER
 * names another binary), on a free loopback port, in memory only.
 */
export const redisServerBinary = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** Whether tests can start one. CI must: there a missing binary is an error, not a skip. */
export function canStartRedis(): boolean {
  if (existsSync(redisServerBinary)) return true;
  if (process.env.CI) throw new Error(`${redisServerBinary} is missing: .ci/run installs the redis-server package`);
  return false;
}

export interface RedisServer {
  url: string;
  port: number;
  /** Stops it (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (after `stop`). */
  restart(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await getPort({ host: '127.0.0.1' });
  let child = await spawnRedis(port);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => {
        resolve();
      });
      child.kill('SIGTERM');
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    async restart() {
      await stop();
      child = await spawnRedis(port);
    },
  };
}

function spawnRedis(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      redisServerBinary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start: ${output}`));
    }, 10_000);
    const ready = () => {
      clearTimeout(timer);
      resolve(child);
    };
    // At this log level redis-server prints nothing when it starts: ready once the port answers.
    const poll = () => {
      const socket = new Socket();
      socket.once('error', () => {
        socket.destroy();
        if (child.exitCode === null) setTimeout(poll, 20);
      });
      socket.connect(port, '127.0.0.1', () => {
        socket.destroy();
        ready();
      });
    };
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${output}`));
    });
    poll();
  });
}
