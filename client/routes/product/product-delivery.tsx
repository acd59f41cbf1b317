/**
 * The product page's delivery line (decision 098): the expected day the API computed for the home
 * country ("Morgen, donderdag 3 december, in huis"), worded in the page's language, then the
 * shop's promise with its cut-off (decision 096). An island (product-islands.ts) whose code rides
 * in the navbar's chunk: the wording and its texts stay out of the page's first load.
 */
import type { ProductResponse } from '../../../shared/contract/catalog.ts';
import { deliveryDayLine } from '../../../shared/shipping-promise.ts';
import { useApp } from '../../lib/app-context.tsx';

export function ProductDelivery({
  day,
  promise,
}: {
  day: ProductResponse['delivery'];
  promise: string | null;
}) {
  const { locale } = useApp();
  return (
    <p className="product-delivery" data-testid="product-delivery">
      {day ? (
        <strong className="product-delivery-day" data-testid="product-delivery-day">
          {deliveryDayLine(locale, day)}
        </strong>
      ) : null}
      {day && promise ? ' · ' : null}
      {promise}
    </p>
  );
}
