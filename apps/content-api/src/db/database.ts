import { existsSync } from 'node:fs';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer, type ServerLog } from './embedded-postgres.js';

/** What the handlers need from a database. */
export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface Transaction extends Queryable {
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Transaction {
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Runs `work` holding the advisory lock `key`, waited for: `exclusive`, or `shared` with other
   * shared holders. The lock belongs to a transaction left open on a connection of its own, outside
   * the pool: `work` uses the pool as usual, and a pooler in transaction mode (PgBouncer) keeps that
   * connection for the lock until it is released.
   */
  withAdvisoryLock<T>(key: number, mode: 'exclusive' | 'shared', work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

class PostgresDatabase implements Database {
  private closing = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connection: pg.ClientConfig,
    private readonly server: EmbeddedServer | null,
    onServerExit: (() => void) | undefined,
  ) {
    void server?.exited.then(() => {
      if (!this.closing) onServerExit?.();
    });
  }

  async query<Row>(sql: string, params: unknown[] = []) {
    const result = await this.pool.query(sql, params);
    return { rows: result.rows as Row[] };
  }

  async exec(sql: string) {
    await this.pool.query(sql);
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await work({
        query: async <Row>(sql: string, params: unknown[] = []) => ({
          rows: (await client.query(sql, params)).rows as Row[],
        }),
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }

  async withAdvisoryLock<T>(key: number, mode: 'exclusive' | 'shared', work: () => Promise<T>): Promise<T> {
    const client = new pg.Client(this.connection);
    // A connection lost while `work` runs makes the commit below fail, which is what reports it.
    client.on('error', () => undefined);
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`select ${mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock'}($1)`, [
        key,
      ]);
      const result = await work();
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async close() {
    this.closing = true;
    // pool.end() resolves before its connections have closed: the embedded server's shutdown below
    // would cut them off, each logging a FATAL. Wait for them (never long).
    let open = this.pool.totalCount;
    const closed = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5000);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      if (open === 0) done();
      this.pool.on('remove', () => {
        open -= 1;
        if (open === 0) done();
      });
    });
    await this.pool.end();
    await closed;
    await this.server?.stop();
  }
}

// Keep bigint counts and numerics as JS numbers: every figure here fits comfortably.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  /** Connections the pool may hold (10 unless said). */
  poolMax?: number;
  /** An idle pooled connection is closed after this long; 0 keeps it open (10 s unless said). */
  idleTimeoutMs?: number;
  /** Names this process's connections in pg_stat_activity, unless the URL names them. */
  applicationName?: string;
  /** The embedded server's log lines; and a connection that fails while idle. */
  log?: ServerLog;
  /** Called when the embedded server stops without being asked to. */
  onServerExit?: () => void;
}

/** Without a logger (test suites), only what may need attention reaches stderr. */
const writeLog: ServerLog = (level, message) => {
  if (level !== 'info') process.stderr.write(`database ${level}: ${message}\n`);
};

/**
 * The PostgreSQL server a URL names, or else the embedded one, on its cluster in
 * `${dataDir}/postgres` (started here, stopped by `close`).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = options.log ?? writeLog;
  let server: EmbeddedServer | null = null;
  let config: pg.PoolConfig = { connectionString: options.databaseUrl ?? undefined };
  if (!options.databaseUrl) {
    if (existsSync(`${options.dataDir}/pgdata`))
      log('warn', `${options.dataDir}/pgdata, the former in-process database, is no longer read: delete it when done`);
    server = await startEmbeddedPostgres(`${options.dataDir}/postgres`, log);
    config = server.connection;
  }
  // The URL's own application_name, if any, wins over this one (pg reads the URL last).
  const connection: pg.ClientConfig = { ...config, application_name: options.applicationName ?? 'content-api' };
  const pool = new pg.Pool({
    ...connection,
    max: options.poolMax ?? 10,
    idleTimeoutMillis: options.idleTimeoutMs ?? 10_000,
  });
  // A connection that breaks while idle (the server restarted) is dropped from the pool; the
  // next query opens a new one. Unhandled, the error would end the process.
  pool.on('error', (error) => {
    log('warn', `an idle database connection failed: ${error.message}`);
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    await server?.stop();
    throw error;
  }
  return new PostgresDatabase(pool, connection, server, options.onServerExit);
}
