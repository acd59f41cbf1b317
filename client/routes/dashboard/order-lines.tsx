/** The lines of an order or a quote: product (linked while still sold), quantity, price, subtotal. */
import { formatPrettyPrice } from '../../../shared/format.ts';
import type { OrderLine } from '../../features/account/account-types.ts';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';
import { uriHref } from '../href.ts';
import { fromCents } from './dashboard-layout.tsx';
import { DashboardTable } from './dashboard-table.tsx';

type Line = Omit<OrderLine, 'id' | 'sku'>;

export function OrderLines({ lines }: { lines: Line[] }) {
  const { t, locale } = useApp();
  const mode = usePriceMode();
  const price = (line: Line) => (mode === 'net' ? line.price_net : line.price_gross);
  return (
    <DashboardTable
      testId="order-lines"
      rows={lines}
      // Lines have no id of their own in a quote; the order is fixed.
      rowKey={(_, i) => i}
      columns={[
        {
          title: t('dashboardScreen.product'),
          cell: (line) => (
            <>
              {line.uri ? <a href={uriHref(line.uri, locale)}>{line.name}</a> : line.name}
              {line.option_name ? <span className="order-line-option"> · {line.option_name}</span> : null}
              {line.uri ? null : (
                <span className="order-line-gone"> ({t('dashboardScreen.order_not_sold')})</span>
              )}
            </>
          ),
        },
        { title: t('dashboardScreen.amount'), numeric: true, cell: (line) => line.amount },
        {
          title: t('dashboardScreen.price'),
          numeric: true,
          cell: (line) => formatPrettyPrice(fromCents(price(line))),
        },
        {
          title: t('dashboardScreen.line_total'),
          numeric: true,
          cell: (line) => formatPrettyPrice(fromCents(price(line) * line.amount)),
        },
      ]}
    />
  );
}
