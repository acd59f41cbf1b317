/** The lines of an order or a quote: product (linked while still sold), quantity, price, subtotal. */
import { formatPrettyPrice } from '../../../shared/format.ts';
import type { OrderLine } from '../../features/account/account-types.ts';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';
import { uriHref } from '../href.ts';
import { fromCents } from './dashboard-layout.tsx';

export function OrderLines({ lines }: { lines: Omit<OrderLine, 'id' | 'sku'>[] }) {
  const { t, locale } = useApp();
  const mode = usePriceMode();
  return (
    <table className="dashboard-table" data-testid="order-lines">
      <thead>
        <tr>
          <th scope="col">{t('dashboard.product')}</th>
          <th scope="col" className="numeric">
            {t('dashboard.amount')}
          </th>
          <th scope="col" className="numeric">
            {t('dashboard.price')}
          </th>
          <th scope="col" className="numeric">
            {t('dashboard.line_total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => {
          const price = mode === 'net' ? line.price_net : line.price_gross;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own in a quote; the order is fixed
            <tr key={i}>
              <td>
                {line.uri ? <a href={uriHref(line.uri, locale)}>{line.name}</a> : line.name}
                {line.option_name ? <span className="order-line-option"> · {line.option_name}</span> : null}
                {line.uri ? null : (
                  <span className="order-line-gone"> ({t('dashboard.order_not_sold')})</span>
                )}
              </td>
              <td className="numeric">{line.amount}</td>
              <td className="numeric">{formatPrettyPrice(fromCents(price))}</td>
              <td className="numeric">{formatPrettyPrice(fromCents(price * line.amount))}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
