import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { createTestDatabase, withoutTarEntries } from './test-api.ts';

describe('withoutTarEntries', () => {
  it('drops the files it is told to and leaves an archive tar reads, with the rest intact', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tar-filter-'));
    try {
      fs.mkdirSync(path.join(dir, 'pg_wal'));
      fs.writeFileSync(path.join(dir, 'pg_wal', '000000010000000000000004'), 'a'.repeat(700));
      fs.writeFileSync(path.join(dir, 'pg_wal', '000000010000000000000005'), 'b'.repeat(1300));
      fs.writeFileSync(path.join(dir, 'PG_VERSION'), '18\n');
      const tar = execFileSync('tar', ['--format=ustar', '-cf', '-', '-C', dir, 'pg_wal', 'PG_VERSION']);
      const kept = withoutTarEntries(tar, (name) => name.endsWith('05'));
      const out = path.join(dir, 'out');
      fs.mkdirSync(out);
      execFileSync('tar', ['-xf', '-', '-C', out], { input: kept });
      expect(fs.readdirSync(path.join(out, 'pg_wal'))).toEqual(['000000010000000000000004']);
      expect(fs.readFileSync(path.join(out, 'pg_wal', '000000010000000000000004'), 'utf8')).toBe(
        'a'.repeat(700),
      );
      expect(fs.readFileSync(path.join(out, 'PG_VERSION'), 'utf8')).toBe('18\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the PGlite template', () => {
  it('opens with the seeded shop and takes writes (only the WAL segment of its checkpoint is kept)', async () => {
    const { database, close } = await createTestDatabase('pglite');
    try {
      const [row] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from products`),
      );
      expect(row!.n).toBeGreaterThan(1000);
      const [wal] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from pg_ls_waldir()`),
      );
      expect(wal!.n).toBeLessThanOrEqual(2);
      await database.db.execute(sql`create table template_write_check (id int)`);
      await database.db.execute(sql`insert into template_write_check select generate_series(1, 10000)`);
      await database.db.execute(sql`CHECKPOINT`);
    } finally {
      await close();
    }
  });
});
