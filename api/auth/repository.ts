/** Customers and their login tokens (only the SHA-256 of a token is stored). */
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authTokens, customers } from '../db/schema.ts';

export function createAuthRepository(db: Db) {
  return {
    /**
     * The customer of an e-mail address: its account, else a guest record with a password (the
     * demo's guest account); guest checkouts leave records without one (decision 020).
     */
    async customerByEmail(email: string) {
      const [row] = await db
        .select()
        .from(customers)
        .where(eq(customers.email, email))
        .orderBy(desc(customers.accountExists), sql`${customers.passwordHash} is null`, desc(customers.id))
        .limit(1);
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
    /** A new reset link replaces the customer's earlier ones. */
    async replaceResetToken(customerId: number, tokenHash: string, expiresAt: Date) {
      await db.transaction(async (tx) => {
        await tx
          .delete(authTokens)
          .where(and(eq(authTokens.customerId, customerId), eq(authTokens.purpose, 'reset')));
        await tx.insert(authTokens).values({ customerId, tokenHash, expiresAt, purpose: 'reset' });
      });
    },
    async resetTokenCustomer(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ customerId: authTokens.customerId })
        .from(authTokens)
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            eq(authTokens.purpose, 'reset'),
            gt(authTokens.expiresAt, now),
          ),
        );
      return row?.customerId;
    },
    /**
     * Uses a reset token: in one transaction, takes the token (the DELETE decides between two
     * concurrent uses), sets the password and ends every session and reset link of the customer.
     */
    async resetPassword(tokenHash: string, now: Date, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [taken] = await tx
          .delete(authTokens)
          .where(
            and(
              eq(authTokens.tokenHash, tokenHash),
              eq(authTokens.purpose, 'reset'),
              gt(authTokens.expiresAt, now),
            ),
          )
          .returning({ customerId: authTokens.customerId });
        if (!taken) return false;
        await tx.update(customers).set({ passwordHash }).where(eq(customers.id, taken.customerId));
        await tx.delete(authTokens).where(eq(authTokens.customerId, taken.customerId));
        return true;
      });
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
