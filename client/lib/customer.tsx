/**
 * The logged-in customer, or null. A failed fetch of the customer means logged out (spec 4).
 *
 * Read once, at the root, and handed down in a context: every price on a page asks for it, and a
 * context read is much cheaper than an SWR hook per price (a listing has two dozen). It also keeps
 * those prices out of the re-render React forces on a store hook whose part of the page hydrates
 * after another part already touched the store.
 */
import { createContext, type ReactNode, useContext } from 'react';
import { apiKeys } from '../../shared/api-keys.ts';
import type { Me } from '../../shared/contract/customer.ts';
import { type PriceMode, priceModeOf } from '../../shared/price-mode.ts';
import { useApp } from './app-context.tsx';
import { useGuestPriceMode } from './price-mode.tsx';
import { useOptionalApi } from './use-api.tsx';

/** Provided by client/root.tsx around the whole app. */
const CustomerContext = createContext<Me | null>(null);

export function CustomerProvider({ children }: { children: ReactNode }) {
  const { locale } = useApp();
  const answer = useOptionalApi<{ data: Me } | null>(apiKeys.customerMe(locale));
  return <CustomerContext value={answer?.data ?? null}>{children}</CustomerContext>;
}

export const useCustomer = (): Me | null => useContext(CustomerContext);

/** Dealers and trade accounts see net prices, other customers gross, guests what they chose (spec 1, 6). */
export function usePriceMode(): PriceMode {
  return priceModeOf(useCustomer(), useGuestPriceMode().mode);
}
