/**
 * Test databases and apps. The demo shop is migrated and seeded ONCE into a template, keyed by a
 * hash of the migrations and seed sources:
 * - PGlite: a dumped data directory (tarball) in node_modules/.cache; each test file loads it into
 *   its own in-memory PGlite.
 * - PostgreSQL (when DATABASE_URL is set): a template database; each test file gets its own
 *   database copied from it, dropped afterwards.
 * Parallel test files coordinate through a lock file (PGlite) or an advisory lock (PostgreSQL).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createApiApp } from '../app.ts';
import type { ApiConfig } from '../config.ts';
import { type Database, openDatabase, pgConnection, rowsOf } from '../db/client.ts';
import { migrateDatabase, migrationsFolder } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { startApi } from '../server.ts';
import type { QueryTrace } from '../tracing.ts';

export type Driver = 'pglite' | 'postgres';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything that decides what the seeded database holds. */
function templateKey(): string {
  const h = createHash('sha256');
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .sort();
  const sources = [
    ...files(migrationsFolder()),
    ...files(path.join(apiDir, 'db', 'seed')),
    path.join(apiDir, 'db', 'schema.ts'),
    ...files(path.join(apiDir, 'lib')),
    ...files(path.join(apiDir, 'media')), // the seed's photo rows hash the drawings
    fileURLToPath(import.meta.url), // how the template is made
  ].filter((f) => !f.endsWith('.test.ts'));
  for (const file of sources) {
    h.update(path.relative(apiDir, file));
    h.update(fs.readFileSync(file));
  }
  const pgliteVersion = JSON.parse(
    fs.readFileSync(
      path.join(apiDir, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'),
      'utf8',
    ),
  ).version as string;
  h.update(pgliteVersion);
  return h.digest('hex').slice(0, 16);
}

function cacheDir(): string {
  const preferred = path.join(apiDir, '..', 'node_modules', '.cache', 'koffie-api');
  try {
    fs.mkdirSync(preferred, { recursive: true });
    return preferred;
  } catch {
    const fallback = path.join(os.tmpdir(), 'koffie-api-cache');
    fs.mkdirSync(fallback, { recursive: true });
    return fallback;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The PGlite template tarball's path: built by the first test file that needs it, reused by the rest. */
export async function pgliteTemplate(): Promise<string> {
  const dir = cacheDir();
  const key = templateKey();
  // Uncompressed: loading a plain tarball takes about a third of the time of a gzipped one.
  const file = path.join(dir, `pglite-${key}.tar`);
  const lock = `${file}.lock`;
  const deadline = Date.now() + 180_000;
  while (!fs.existsSync(file)) {
    let fd: number | undefined;
    try {
      fd = fs.openSync(lock, 'wx');
    } catch {
      // Someone else builds it; a lock older than two minutes belongs to a crashed run.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 120_000) fs.rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the PGlite template ${file}`);
      await sleep(200);
      continue;
    }
    try {
      if (!fs.existsSync(file)) {
        const database = await openDatabase({ memory: true });
        try {
          await migrateDatabase(database);
          await seedDatabase(database.db);
          // A checkpoint, so that a copy starts without replaying the seed's WAL; then only the
          // segment holding it is kept (the others are spent or spare): every test file opens a
          // copy, and this halves the time it takes (decision 068).
          await database.db.execute(sql`CHECKPOINT`);
          const { redo_wal_file: redo } = rowsOf<{ redo_wal_file: string }>(
            await database.db.execute(sql`select redo_wal_file from pg_control_checkpoint()`),
          )[0]!;
          const dump = Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer());
          const tmp = `${file}.${process.pid}.tmp`;
          fs.writeFileSync(
            tmp,
            withoutTarEntries(dump, (name) => /^\/?pg_wal\/[0-9A-F]{24}$/.test(name) && !name.endsWith(redo)),
          );
          fs.renameSync(tmp, file);
        } finally {
          await database.close();
        }
        for (const old of fs.readdirSync(dir)) {
          if (old.startsWith('pglite-') && /\.tar(\.gz)?$/.test(old) && !old.includes(key))
            fs.rmSync(path.join(dir, old), { force: true });
        }
      }
    } finally {
      fs.closeSync(fd);
      fs.rmSync(lock, { force: true });
    }
  }
  return file;
}

/**
 * A ustar archive (as PGlite's `dumpDataDir('none')` writes it) without the regular files whose
 * names `drop` picks: each entry is a 512-byte header and its data padded to 512 bytes.
 */
export function withoutTarEntries(tar: Buffer, drop: (name: string) => boolean): Buffer {
  const kept: Buffer[] = [];
  let at = 0;
  while (at + 512 <= tar.length) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (from: number, length: number) =>
      header
        .subarray(from, from + length)
        .toString('latin1')
        .replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    const regular = header[156] === 0x30 || header[156] === 0;
    if (!(regular && drop(name))) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(Buffer.alloc(1024)); // the end-of-archive marker
  return Buffer.concat(kept);
}

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh PostgreSQL database copied from the seeded template; dropped by `drop()`. */
export async function postgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = `koffie_tpl_${templateKey()}`;
  const name = `koffie_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(pgConnection(adminUrl));
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext('koffie-api-test-template'))");
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      const building = `${template}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const database = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, building), poolSize: 2 });
      try {
        await migrateDatabase(database);
        await seedDatabase(database.db);
      } finally {
        await database.close();
      }
      await admin.query(`alter database "${building}" rename to "${template}"`);
      const old = await admin.query(
        "select datname from pg_database where datname like 'koffie\\_tpl\\_%' and datname <> $1 and datname not like '%\\_building'",
        [template],
      );
      for (const row of old.rows as { datname: string }[]) {
        await admin.query(`drop database if exists "${row.datname}" with (force)`);
      }
    }
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext('koffie-api-test-template'))").catch(() => {});
    await admin.end();
  }
  return {
    url: withDatabaseName(adminUrl, name),
    async drop() {
      const c = new pg.Client(pgConnection(adminUrl));
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export interface TestDatabase {
  database: Database;
  close(): Promise<void>;
}

/** A seeded database of its own; `traceQuery` traces its statements (api/tracing.ts). */
export async function createTestDatabase(
  driver: Driver = 'pglite',
  traceQuery?: QueryTrace,
): Promise<TestDatabase> {
  if (driver === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('Set DATABASE_URL to test on PostgreSQL');
    const fresh = await postgresDatabase(adminUrl);
    const database = await openDatabase({ databaseUrl: fresh.url, poolSize: 4, traceQuery });
    return {
      database,
      async close() {
        await database.close();
        await fresh.drop();
      },
    };
  }
  // A Blob backed by the file rather than a copy of it in memory: quicker to open (decision 071).
  const tarball = await fs.openAsBlob(await pgliteTemplate());
  const database = await openDatabase({ loadDataDir: tarball, traceQuery });
  return { database, close: () => database.close() };
}

export interface TestApi {
  /** the Express app, for supertest */
  app: Express;
  database: Database;
  driver: Driver;
  close(): Promise<void>;
}

/** `config`: settings beyond the defaults, e.g. `viesUrl` of a VIES stand-in (api/vies/stand-in.ts). */
export async function createTestApi(
  options: { driver?: Driver; config?: Partial<ApiConfig> } = {},
): Promise<TestApi> {
  const driver = options.driver ?? 'pglite';
  const { database, close } = await createTestDatabase(driver);
  const app = createApiApp({ db: database, config: { ...options.config, log: false } });
  return { app, database, driver, close };
}

/**
 * The whole API listening on a port (`startApi`), on a seeded PGlite database of its own: for tests
 * that run the storefront against a real API over HTTP. Opened from the template, as
 * `createTestApi`, instead of migrating and seeding an empty database (decision 070).
 */
export async function startTestApi(
  options: Omit<
    NonNullable<Parameters<typeof startApi>[0]>,
    'database' | 'dataDir' | 'databaseUrl' | 'memory'
  > = {},
): ReturnType<typeof startApi> {
  const { database, close } = await createTestDatabase('pglite');
  try {
    return await startApi({ ...options, database });
  } catch (err) {
    await close();
    throw err;
  }
}

/** The databases this run tests on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const testDrivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Runs a suite once per database. Without DATABASE_URL the PostgreSQL variant shows up as skipped,
 * named so that the reason is visible in the report.
 */
export function describeEachDatabase(name: string, suite: (driver: Driver) => void): void {
  for (const driver of testDrivers) describe(`${name} (${driver})`, () => suite(driver));
  if (!process.env.DATABASE_URL) {
    describe.skip(`${name} (postgres: skipped, set DATABASE_URL=postgresql://127.0.0.1:5432/test to run)`, () =>
      suite('postgres'));
  }
}

/**
 * Creates the test API before the suite's tests and closes it after them; `config` is read then
 * (after the hooks registered before this one, e.g. a stand-in's start).
 */
export function useTestApi(
  driver: Driver,
  config?: () => Partial<ApiConfig>,
): { readonly app: Express; readonly api: TestApi } {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await createTestApi({ driver, config: config?.() });
  });
  afterAll(async () => {
    await api?.close();
  });
  return {
    get app() {
      if (!api) throw new Error('The test API is not started yet');
      return api.app;
    },
    get api() {
      if (!api) throw new Error('The test API is not started yet');
      return api;
    },
  };
}
