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
  close(): Promise<void>;
}

class PostgresDatabase implements Database {
  private closing = false;

  constructor(
    private readonly pool: pg.Pool,
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

  async close() {
    this.closing = true;
    await this.pool.end();
    await this.server?.stop();
  }
}

// Keep bigint counts and numerics as JS numbers: every figure here fits comfortably.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
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
  const pool = new pg.Pool({ ...config, max: 10 });
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
  return new PostgresDatabase(pool, server, options.onServerExit);
}
