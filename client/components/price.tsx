/** A price for the visitor's audience: net for dealers and trade accounts, gross for everyone else. */
import { formatPrettyPrice } from '../../shared/format.ts';
import { usePriceMode } from '../lib/customer.ts';

export interface PriceValues {
  price: number;
  price_gross: number;
  old_price?: number | null;
  old_price_gross?: number | null;
}

export function Price({ values, className }: { values: PriceValues; className?: string }) {
  const mode = usePriceMode();
  const current = mode === 'net' ? values.price : values.price_gross;
  const old = mode === 'net' ? values.old_price : values.old_price_gross;
  return (
    <span className={`price ${className ?? ''}`}>
      {old && old > current ? <s className="price-old">{formatPrettyPrice(old)}</s> : null}
      <span className="price-current">{formatPrettyPrice(current)}</span>
    </span>
  );
}
