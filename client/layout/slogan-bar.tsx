/** The slogan bar about free shipping, with the review rating, and a guest's price toggle. */
import { formatPrettyPrice } from '../../shared/format.ts';
import { useShopInfo } from '../features/shell/use-shell.ts';
import { useApp } from '../lib/app-context.tsx';
import { PriceModeToggle } from './layout-islands.ts';

export function SloganBar() {
  const { t } = useApp();
  const shop = useShopInfo();
  return (
    <div className="slogan-bar">
      <ul className="container">
        <li>{t('slogan.free_shipping', { amount: formatPrettyPrice(shop.free_shipping_threshold) })}</li>
        <li>{t('slogan.delivery')}</li>
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
