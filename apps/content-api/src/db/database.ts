import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import pg from 'pg';

/** What the handlers need from a database: the embedded PGlite and a real PostgreSQL both provide it. */
export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface Transaction extends Queryable {
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Transaction {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite';
  constructor(private readonly db: PGlite) {}

  async query<Row>(sql: string, params: unknown[] = []) {
    const result = await this.db.query<Row>(sql, params);
    return { rows: result.rows };
  }

  async exec(sql: string) {
    await this.db.exec(sql);
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      work({
        query: async <Row>(sql: string, params: unknown[] = []) => ({ rows: (await tx.query<Row>(sql, params)).rows }),
        exec: async (sql: string) => {
          await tx.exec(sql);
        },
      }),
    );
  }

  close() {
    return this.db.close();
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres';
  constructor(private readonly pool: pg.Pool) {}

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

  close() {
    return this.pool.end();
  }
}

// Keep bigint counts and numerics as JS numbers: every figure here fits comfortably.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** A real PostgreSQL when a URL is given, otherwise the embedded one in `${dataDir}/pgdata`. */
export async function openDatabase(options: { dataDir: string; databaseUrl: string | null }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    await pool.query('select 1');
    return new PostgresDatabase(pool);
  }
  const directory = `${options.dataDir}/pgdata`;
  mkdirSync(directory, { recursive: true });
  return new PgliteDatabase(await PGlite.create(directory, { extensions: { fuzzystrmatch } }));
}
