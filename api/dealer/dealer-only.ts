/** What every dealer call shares: the guard (401 without a login, 403 for anyone but a dealer) and CSV cells. */
import type { Request } from 'express';
import { bearerToken } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import { HttpError, unauthorized } from '../errors.ts';

/** A guard for dealer-only routes; `what` names the feature in the 403 message. */
export function dealerGuard(auth: AuthService, what: string) {
  return async (req: Request) => {
    const customer = await auth.customerFromToken(bearerToken(req));
    if (!customer) throw unauthorized('Log in to see this');
    if (!customer.isDealer) throw new HttpError(403, 'forbidden', `${what} are for dealers only`);
    return customer;
  };
}

/** A CSV cell: quoted, quotes doubled, and never read as a formula by a spreadsheet. */
export const csvCell = (v: string) => `"${(/^[=+\-@\t\r]/.test(v) ? `'${v}` : v).replace(/"/g, '""')}"`;
