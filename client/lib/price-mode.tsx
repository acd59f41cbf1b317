/**
 * The guest's price mode in the browser: from the server's document (its cookie) at first, then the
 * toggle's choice, written back to the cookie so the next server render agrees. A context (not a
 * store) because every price on a page reads it: one context read per price is the cheapest.
 */
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { PRICE_MODE_COOKIE, PRICE_MODE_MAX_AGE_S, type PriceMode } from '../../shared/price-mode.ts';

interface GuestPriceMode {
  mode: PriceMode;
  set(mode: PriceMode): void;
}

const GuestPriceModeContext = createContext<GuestPriceMode>({ mode: 'gross', set() {} });

export function GuestPriceModeProvider({ initial, children }: { initial: PriceMode; children: ReactNode }) {
  const [mode, setMode] = useState(initial);
  const value = useMemo<GuestPriceMode>(
    () => ({
      mode,
      set(next) {
        // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference, read by the server
        document.cookie = `${PRICE_MODE_COOKIE}=${next}; Path=/; Max-Age=${PRICE_MODE_MAX_AGE_S}; SameSite=Lax${
          location.protocol === 'https:' ? '; Secure' : ''
        }`;
        setMode(next);
      },
    }),
    [mode],
  );
  return <GuestPriceModeContext value={value}>{children}</GuestPriceModeContext>;
}

export const useGuestPriceMode = () => useContext(GuestPriceModeContext);
