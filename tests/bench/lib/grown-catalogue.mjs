/**
 * What the benches that grow the catalogue share (search.bench.mjs, catalogue.bench.mjs): their
 * command-line options, one database created fresh (migrated and seeded: 2,114 products) and grown
 * in steps through the sizes (never shrunk, decision 045) by the API's own start with SEED_PRODUCTS
 * (decision 074), the shop API as a separate process per size (lib/search-api.mjs), and which code
 * a size was measured with.
 *
 * PostgreSQL: a database of its own, whose name must contain "bench" (it is dropped and created
 * again; --reuse measures one a --keep run left). PGlite: a temporary data directory. PGlite allows
 * one process at a time, so the bench closes its own connection before it starts the API.
 */
import { execSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';

register();
const { openDatabase, pgConnection, rowsOf } = await import('../../../api/db/client.ts');
const { migrateDatabase } = await import('../../../api/db/migrate.ts');
const { seedIfEmpty } = await import('../../../api/db/seed/index.ts');
const { sql } = await import('drizzle-orm');

const here = dirname(fileURLToPath(import.meta.url));
export const SEEDED = 2114;
const round = (n) => Math.round(n * 10) / 10;

/**
 * The options both benches take:
 *   --sizes 2114,20000,100000,500000 · --driver postgres|pglite · --database-url … · --runs · --warmup
 *   --keep · --reuse · --ci (PostgreSQL at 2,114 and 20,000; the database `<name>_ci`, so that a full
 *   run can go on meanwhile)
 * Without PostgreSQL, --ci falls back loudly to PGlite at the seeded size (`fellBack`); a full run
 * stops instead.
 */
export async function catalogueOptions(argv, { bench, database }) {
  const flag = (name) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const ci = argv.includes('--ci');
  const databaseUrl = flag('--database-url') ?? `postgresql://127.0.0.1:5432/${database}${ci ? '_ci' : ''}`;
  let driver = flag('--driver') ?? 'postgres';
  if (!['postgres', 'pglite'].includes(driver)) throw new Error(`--driver postgres|pglite, got ${driver}`);
  let sizes = (flag('--sizes') ?? (ci ? `${SEEDED},20000` : `${SEEDED},20000,100000,500000`))
    .split(',')
    .map((s) => Number(s.replace(/_/g, '')));
  if (
    sizes.some((s) => !Number.isInteger(s) || s < SEEDED) ||
    sizes.some((s, i) => i > 0 && s <= sizes[i - 1])
  )
    throw new Error(`--sizes: increasing integers from ${SEEDED} (the seeded size), got ${flag('--sizes')}`);
  let fellBack = false;
  if (driver === 'postgres' && !(await postgresReachable(databaseUrl))) {
    if (!ci) throw new Error(`no PostgreSQL at ${databaseUrl} (use --driver pglite)`);
    console.error(
      '\n!!! %s bench --ci: NO POSTGRESQL at %s: measuring PGlite at the seeded size only !!!\n',
      bench,
      databaseUrl,
    );
    driver = 'pglite';
    sizes = [SEEDED];
    fellBack = true;
  }
  return {
    ci,
    keep: argv.includes('--keep'),
    /** Measures the database left by a --keep run (grown further when asked) instead of a fresh one. */
    reuse: argv.includes('--reuse'),
    driver,
    sizes,
    databaseUrl,
    fellBack,
    runs: Number(flag('--runs') ?? (ci ? 20 : 30)),
    warmup: Number(flag('--warmup') ?? (ci ? 3 : 5)),
    flag,
  };
}

function adminUrl(url) {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

/** Whether PostgreSQL answers at the database URL's server (through its `postgres` database). */
async function postgresReachable(url) {
  const admin = new pg.Client({ ...pgConnection(adminUrl(url)), connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The bench's database, created (or reused), migrated and seeded. `open()` opens it in this
 * process; `grow(size)` grows it; `apiEnv` is what the API process needs to open it; `close()`
 * drops it unless `keep`.
 */
export async function createCatalogue({ driver, databaseUrl, keep, reuse, tmpPrefix }) {
  let pgliteDir;
  const dbName = driver === 'postgres' ? new URL(databaseUrl).pathname.slice(1) : undefined;
  async function admin(statement) {
    const client = new pg.Client(pgConnection(adminUrl(databaseUrl)));
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  if (driver === 'postgres') {
    // It is dropped: never a shop's own database by a slip of the URL.
    if (!/^[a-z_][a-z0-9_]*$/.test(dbName) || !dbName.includes('bench'))
      throw new Error(`the bench database's name must contain "bench" (it is dropped), got ${dbName}`);
    if (!reuse) {
      await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin(`CREATE DATABASE "${dbName}"`);
    }
  } else {
    pgliteDir = mkdtempSync(join(tmpdir(), tmpPrefix));
  }
  const open = () =>
    openDatabase(driver === 'postgres' ? { databaseUrl } : { dataDir: pgliteDir, databaseUrl: undefined });
  const catalogue = {
    driver,
    open,
    // The measured API grows nothing (grow() did), whatever the shell's SEED_PRODUCTS says.
    apiEnv:
      driver === 'postgres'
        ? { DATABASE_URL: databaseUrl, SEED_PRODUCTS: '' }
        : { DATABASE_URL: '', DATA_DIR: pgliteDir, SEED_PRODUCTS: '' },
    /**
     * Grows the catalogue to `size` products through the API's start (SEED_PRODUCTS, as a shop
     * would: a bulk job on a connection of its own, decision 074), then stops that API: answers
     * { before, growSeconds } (the start's whole time, the grow included).
     */
    async grow(size) {
      const database = await open();
      let before;
      try {
        [{ n: before }] = rowsOf(await database.db.execute(sql`SELECT count(*)::int AS n FROM products`));
      } finally {
        await database.close();
      }
      if (before < size)
        console.error(`${driver}: growing ${before} → ${size} products through the API's start`);
      const started = performance.now();
      const api = await startApi({ ...catalogue.apiEnv, SEED_PRODUCTS: String(size) });
      const growSeconds = round((performance.now() - started) / 1000);
      await api.stop();
      return { before, growSeconds };
    },
    /** Times one SQL statement on a connection of its own, with no statement timeout. */
    async timeStatement(database, statement) {
      const started = performance.now();
      if (database.kind === 'postgres') {
        const client = new pg.Client(pgConnection(databaseUrl));
        await client.connect();
        try {
          await client.query('SET statement_timeout = 0');
          await client.query(statement);
        } finally {
          await client.end();
        }
      } else {
        await database.db.execute(sql.raw(statement));
      }
      return round(performance.now() - started);
    },
    async close() {
      if (driver === 'postgres' && !keep) await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      if (pgliteDir && !keep) rmSync(pgliteDir, { recursive: true, force: true });
    },
  };
  try {
    const database = await open();
    const started = performance.now();
    await migrateDatabase(database);
    await seedIfEmpty(database);
    console.error(`${driver}: migrated and seeded in ${Math.round(performance.now() - started)} ms`);
    await database.close();
  } catch (error) {
    await catalogue.close();
    throw error;
  }
  return catalogue;
}

/** Starts lib/search-api.mjs (the shop API on a free port) and answers { url, stop }. */
export async function startApi(env) {
  const child = spawn(process.execPath, [join(here, 'search-api.mjs')], {
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.slice(6).trim());
    });
    child.once('exit', (code) => reject(new Error(`bench API exited (${code}) before it was ready`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

const git = (args) => execSync(`git ${args}`, { cwd: here }).toString().trim();
export const commit = git('log -1 --format=%h');

/**
 * The code a size's API started with: the commit, and whether the given paths differ from it in
 * the working tree (the code may be edited while a long run goes on).
 */
export function codeVersion(paths) {
  const head = git('log -1 --format=%h');
  const spec = paths.map((p) => `:/${p}`).join(' ');
  const changed = git(`status --porcelain -- ${spec}`);
  if (!changed) return head;
  const diff = git(`diff HEAD -- ${spec}`);
  return `${head}+uncommitted(${createHash('sha1').update(diff).update(changed).digest('hex').slice(0, 8)})`;
}
