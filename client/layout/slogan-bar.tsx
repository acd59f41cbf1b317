/**
 * The slogan bar about free shipping and delivery in the home country (worded by the API from the
 * shipping data the checkout charges by, decision 096), with the review rating, and a guest's price toggle.
 */
import { useShopInfo } from '../features/shell/use-shell.ts';
import { useApp } from '../lib/app-context.tsx';
import { PriceModeToggle } from './layout-islands.ts';

export function SloganBar() {
  const { t } = useApp();
  const shop = useShopInfo();
  return (
    <div className="slogan-bar">
      <ul className="container">
        {shop.shipping_promise.free_shipping ? <li>{shop.shipping_promise.free_shipping}</li> : null}
        {shop.shipping_promise.delivery ? <li>{shop.shipping_promise.delivery}</li> : null}
        <li>
          {t('slogan.rating', {
            rating: shop.kiyoh_stats.average_rating_12_months.toFixed(1).replace('.', ','),
          })}
        </li>
      </ul>
      <PriceModeToggle />
    </div>
  );
}
