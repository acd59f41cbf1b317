/** Customers and their login tokens (only the SHA-256 of a token is stored). */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authTokens, customers } from '../db/schema.ts';

export function createAuthRepository(db: Db) {
  return {
    async customerByEmail(email: string) {
      const [row] = await db.select().from(customers).where(eq(customers.email, email));
      return row;
    },
    async customerByTokenHash(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ customer: customers })
        .from(authTokens)
        .innerJoin(customers, eq(customers.id, authTokens.customerId))
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            eq(authTokens.purpose, 'login'),
            gt(authTokens.expiresAt, now),
          ),
        );
      return row?.customer;
    },
    async createToken(customerId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(authTokens).values({ customerId, tokenHash, expiresAt, purpose: 'login' });
    },
    async deleteToken(tokenHash: string) {
      await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
    },
    async deleteExpired(customerId: number, now: Date) {
      await db
        .delete(authTokens)
        .where(and(eq(authTokens.customerId, customerId), lt(authTokens.expiresAt, now)));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
export type CustomerRow = NonNullable<Awaited<ReturnType<AuthRepository['customerByEmail']>>>;
