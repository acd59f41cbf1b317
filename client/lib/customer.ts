/** The logged-in customer, or null. A failed fetch of the customer means logged out (spec 4). */
import { apiKeys } from '../../shared/api-keys.ts';
import type { Me } from '../../shared/contract/customer.ts';
import { useApp } from './app-context.tsx';
import { useOptionalApi } from './use-api.tsx';

export function useCustomer(): Me | null {
  const { locale } = useApp();
  const answer = useOptionalApi<{ data: Me } | null>(apiKeys.customerMe(locale));
  return answer?.data ?? null;
}

/** Dealers and trade accounts see net prices; everyone else gross (spec 1, 6). */
export function priceModeOf(customer: Me | null): 'net' | 'gross' {
  return customer && (customer.is_dealer || customer.is_unit4) ? 'net' : 'gross';
}

export function usePriceMode(): 'net' | 'gross' {
  return priceModeOf(useCustomer());
}
