/**
 * A test API with a staff token and logged-in demo customers (a consumer and a dealer), for the
 * calls that tell staff, dealers and customers apart (search insights and synonyms).
 */
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { createApiApp } from '../app.ts';
import { createTestDatabase, type Driver, type TestDatabase } from './test-api.ts';

const DEMO_LOGINS = ['klant@demo.nl', 'dealer@demo.nl'] as const;

export function useStaffApp(
  driver: Driver,
  options: { staffToken: string; forwardedFor: string },
): { readonly app: Express; readonly database: TestDatabase; readonly tokens: Record<string, string> } {
  let database: TestDatabase | undefined;
  let app: Express | undefined;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    app = createApiApp({ db: database.database, config: { log: false, chatStaffToken: options.staffToken } });
    for (const email of DEMO_LOGINS) {
      const login = await request(app)
        .post('/api/customerAuth/login')
        .set('X-Forwarded-For', options.forwardedFor)
        .send({ email, password: 'Demo1234!' })
        .expect(200);
      tokens[email] = login.body.token;
    }
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('The staff test app is not started yet');
      return app;
    },
    get database() {
      if (!database) throw new Error('The staff test app is not started yet');
      return database;
    },
    tokens,
  };
}
