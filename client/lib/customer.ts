/** The logged-in customer, or null. A failed fetch of the customer means logged out (spec 4). */
import { apiKeys } from '../../shared/api-keys.ts';
import type { Me } from '../../shared/contract/customer.ts';
import { type PriceMode, priceModeOf } from '../../shared/price-mode.ts';
import { useApp } from './app-context.tsx';
import { useGuestPriceMode } from './price-mode.tsx';
import { useOptionalApi } from './use-api.tsx';

export function useCustomer(): Me | null {
  const { locale } = useApp();
  const answer = useOptionalApi<{ data: Me } | null>(apiKeys.customerMe(locale));
  return answer?.data ?? null;
}

/** Dealers and trade accounts see net prices, other customers gross, guests what they chose (spec 1, 6). */
export function usePriceMode(): PriceMode {
  return priceModeOf(useCustomer(), useGuestPriceMode().mode);
}
