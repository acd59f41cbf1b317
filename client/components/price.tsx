/**
 * A price for the visitor's audience: net for dealers and trade accounts, gross for everyone else
 * (spec 1, 6), in euros the Dutch way with `,00` shown as `,-` (spec 9). The old price is struck
 * through when it is higher (the API gives one only where the law allows it, decision 095), and a
 * product sold by weight or volume shows its price per kg or litre beside it.
 */
import { formatPrettyPrice } from '../../shared/format.ts';
import { useApp } from '../lib/app-context.tsx';
import { usePriceMode } from '../lib/customer.tsx';

export interface PriceValues {
  price: number;
  price_gross: number;
  old_price?: number | null;
  old_price_gross?: number | null;
  unit_price?: number | null;
  unit_price_gross?: number | null;
  unit_price_per?: string | null;
}

export interface PriceProps {
  values: PriceValues;
  className?: string;
  /** "from": a starting price while options are still to be chosen. */
  from?: boolean;
  /** Says whether VAT is included (product page). */
  showVat?: boolean;
}

export function Price({ values, className, from = false, showVat = false }: PriceProps) {
  const { t } = useApp();
  const mode = usePriceMode();
  const current = mode === 'net' ? values.price : values.price_gross;
  const old = mode === 'net' ? values.old_price : values.old_price_gross;
  const unit = mode === 'net' ? values.unit_price : values.unit_price_gross;
  return (
    <span className={`price ${className ?? ''}`} data-price-mode={mode}>
      {from ? <span className="price-from">{t('product.price_from')}</span> : null}
      {old && old > current ? (
        <s className="price-old">
          <span className="price-old-label">{t('product.old_price')} </span>
          {formatPrettyPrice(old)}
        </s>
      ) : null}
      <span className="price-current">{formatPrettyPrice(current)}</span>
      {unit ? (
        <span className="price-unit">
          {formatPrettyPrice(unit)} / {values.unit_price_per}
        </span>
      ) : null}
      {showVat ? (
        <span className="price-vat">{mode === 'net' ? t('product.excl_vat') : t('product.incl_vat')}</span>
      ) : null}
    </span>
  );
}
