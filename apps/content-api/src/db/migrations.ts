import type { Database } from './database.js';

/**
 * Schema migrations, applied in order and recorded in schema_migrations. Never edit one that has
 * shipped: add the next. Plain PostgreSQL, the same on the embedded server and any other.
 */
const migrations: { id: string; sql: string }[] = [
  {
    id: '001-initial',
    sql: /* sql */ `
      -- Editorial content (menu, pages, news, blog, careers, distributors, solutions, projects):
      -- one row per item and locale, the API shape kept as JSON.
      create table content (
        kind text not null,
        code text not null,
        locale text not null,
        parent text not null default '',
        sort integer not null default 0,
        published_on date,
        data jsonb not null,
        primary key (kind, locale, code)
      );
      create index content_by_parent on content (kind, locale, parent, sort);

      create table catalog_section (
        id integer primary key,
        code text not null unique,
        parent_id integer references catalog_section (id),
        sort integer not null,
        data jsonb not null
      );

      create table series (
        id integer primary key,
        gnk_code text not null unique,
        section_id integer not null references catalog_section (id),
        sort integer not null,
        name text not null,
        is_new boolean not null default false,
        warranty_years integer not null,
        data jsonb not null
      );

      create table model (
        id integer primary key,
        nk_code text not null unique,
        series_id integer not null references series (id),
        sort integer not null,
        name text not null,
        archived boolean not null default false,
        replaced_by text,
        description jsonb not null,
        tech jsonb not null
      );
      create index model_by_series on model (series_id, sort);

      create table accessory (
        id integer primary key,
        code text not null unique,
        data jsonb not null
      );

      create table series_accessory (
        series_id integer not null references series (id),
        accessory_id integer not null references accessory (id),
        primary key (series_id, accessory_id)
      );

      create table document (
        id integer primary key,
        series_id integer not null references series (id),
        model_id integer references model (id),
        type text not null,
        locale text,
        file_name text not null,
        path text not null,
        size integer not null,
        mime_type text not null
      );
      create index document_by_model on document (model_id);
      create index document_by_series on document (series_id);

      create table archive (
        id text primary key,
        file_ids integer[] not null,
        path text not null,
        file_name text not null,
        size integer not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      );

      create table redirect (
        path text primary key,
        target text not null,
        code integer not null
      );

      create table search_document (
        id bigserial primary key,
        locale text not null,
        type text not null,
        ref text not null,
        url text not null,
        title text not null,
        body text not null,
        codes text not null default '',
        picture jsonb,
        boost real not null default 1,
        tsv tsvector not null
      );
      create index search_document_tsv on search_document using gin (tsv);
      create index search_document_locale on search_document (locale, type);

      -- Visitor data: never touched by a reseed.
      create table blog_like (
        item text primary key,
        likes integer not null
      );

      create table subscriber (
        email text primary key,
        name text,
        locale text not null,
        created_at timestamptz not null default now()
      );

      create table form_submission (
        id uuid primary key,
        form text not null,
        locale text not null,
        fields jsonb not null,
        file jsonb,
        created_at timestamptz not null default now()
      );

      create table seed_state (
        key text primary key,
        value text not null,
        seeded_at timestamptz not null default now()
      );
    `,
  },
  {
    id: '002-search-terms',
    sql: /* sql */ `
      -- Edit distance for typo correction; a trusted extension, shipped with PostgreSQL and PGlite.
      create extension if not exists fuzzystrmatch;

      -- Every word the site's searchable text uses, per locale: what a misspelt word is corrected to.
      create table search_term (
        locale text not null,
        term text not null,
        frequency integer not null,
        primary key (locale, term)
      );
      create index search_term_by_length on search_term (locale, char_length(term));
    `,
  },
  {
    id: '003-archive-reuse',
    sql: /* sql */ `
      -- The chosen files, sorted: an archive of the same files is given again while it lasts.
      alter table archive add column files_key text;
      create index archive_by_files on archive (files_key, expires_at);
    `,
  },
  {
    id: '004-search-engine',
    sql: /* sql */ `
      -- The search reads these rows into an in-process index (search/site-search.ts): full-text
      -- vectors and the typo vocabulary in the database are no longer used.
      alter table search_document drop column tsv;
      alter table search_document add column section text not null default '';
      alter table search_document add column description text not null default '';
      drop table search_term;

      -- What visitors type for what the site says (фонарь → уличный светильник): seed content,
      -- extended by the content owner.
      create table search_synonym (
        locale text not null,
        typed text not null,
        means text not null,
        primary key (locale, typed, means)
      );
    `,
  },
  {
    id: '005-archive-gldf',
    sql: /* sql */ `
      -- The products whose GLDF containers an archive holds beside its documents.
      alter table archive add column gldf text[] not null default '{}';
    `,
  },
];

/**
 * The advisory lock whoever migrates holds, through the seed that follows. Its own number: the
 * embedded server's owner holds 7301155 (embedded-postgres.ts).
 */
const migrationLock = 7301156;

/**
 * Applies the pending migrations, then `alsoLocked` (the seed) with the ones applied, holding the
 * migration lock throughout: of several processes doing this at once (replicas starting together,
 * a migrate job run twice) one does the work while the others wait, then find nothing left to do.
 */
export async function migrate(db: Database, alsoLocked?: (applied: string[]) => Promise<void>): Promise<string[]> {
  return db.withAdvisoryLock(migrationLock, 'exclusive', async () => {
    await db.exec(
      'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
    const { rows } = await db.query<{ id: string }>('select id from schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await db.transaction(async (tx) => {
        await tx.exec(migration.sql);
        await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      });
      done.push(migration.id);
    }
    await alsoLocked?.(done);
    return done;
  });
}

export interface SchemaState {
  /** Migrations this build needs that the database lacks: it was not migrated for this release. */
  missing: string[];
  /** Migrations applied that this build does not know: a newer release migrated the database. */
  unknown: string[];
}

/** How the database's schema stands against this build; a migration under way is waited for. */
export async function schemaState(db: Database): Promise<SchemaState> {
  return db.withAdvisoryLock(migrationLock, 'shared', async () => {
    const { rows: table } = await db.query<{ found: boolean }>(
      "select to_regclass('schema_migrations') is not null as found",
    );
    const { rows } = table[0]?.found
      ? await db.query<{ id: string }>('select id from schema_migrations')
      : { rows: [] };
    const applied = new Set(rows.map((row) => row.id));
    const known = new Set(migrations.map((migration) => migration.id));
    return {
      missing: migrations.flatMap((migration) => (applied.has(migration.id) ? [] : [migration.id])),
      unknown: [...applied].filter((id) => !known.has(id)).sort(),
    };
  });
}
