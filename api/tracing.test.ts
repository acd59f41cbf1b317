import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './db/client.ts';
import { type QueryTrace, statementName } from './tracing.ts';

describe('a statement’s span name (issue 29)', () => {
  it('is the operation and the first table, never a value', () => {
    expect(statementName('select "id", "slug" from "products" where "slug" = $1')).toEqual({
      name: 'SELECT products',
      operation: 'SELECT',
      table: 'products',
    });
    expect(statementName('insert into "cart_items" ("cart_id") values ($1)').name).toBe('INSERT cart_items');
    expect(statementName('update "carts" set "updated_at" = $1').name).toBe('UPDATE carts');
    expect(statementName('delete from "sessions" where "token" = $1').name).toBe('DELETE sessions');
    expect(statementName('  begin').name).toBe('BEGIN');
    expect(statementName('with "x" as (select 1) select * from "orders"').name).toBe('WITH orders');
  });

  it('reads only a keyword and an identifier: a literal in the text does not reach the name', () => {
    const { name } = statementName("select 'someone@example.com' as email, $1::text as token");
    expect(name).toBe('SELECT');
    expect(statementName('').name).toBe('QUERY');
  });
});

describe('statements traced through Drizzle (issue 29)', () => {
  const drivers = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  for (const driver of drivers) {
    it(`passes every statement, in a transaction too, through the tracer (${driver})`, async () => {
      const seen: string[] = [];
      const traceQuery: QueryTrace = (text, run) => {
        seen.push(statementName(text).name);
        return run();
      };
      const database = await openDatabase(
        driver === 'postgres'
          ? { databaseUrl: process.env.DATABASE_URL, traceQuery }
          : { memory: true, traceQuery },
      );
      try {
        const rows = rowsOf<{ n: number }>(await database.db.execute(sql`select 1 as n`));
        expect(rows[0]?.n).toBe(1);
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select 2 as n`);
        });
        // PGlite begins and commits inside its own transaction(); node-postgres through Drizzle's statements.
        expect(seen).toEqual(
          driver === 'postgres' ? ['SELECT', 'BEGIN', 'SELECT', 'COMMIT'] : ['SELECT', 'SELECT'],
        );
      } finally {
        await database.close();
      }
    });
  }
});
