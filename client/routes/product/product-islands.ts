/** The product page's islands (client/lib/island.tsx): parts whose code can follow the page. */
import { loadSection } from '../../../shared/i18n/index.ts';
import { island } from '../../lib/island.tsx';

/**
 * The amount and "add to cart" (a submit before it hydrated is held, then made): in the cart's
 * islands' chunk, which the header's cart loads too, with the cart's texts (a lazy section).
 */
export const AddToCart = island(() =>
  Promise.all([import('../../features/cart/cart-islands.ts'), loadSection('cart')]).then(
    ([m]) => m.AddToCart,
  ),
);

export const RecentlyViewed = island(() =>
  import('../../features/recently-viewed/recently-viewed.tsx').then((m) => m.RecentlyViewed),
);

/**
 * Held submits (useHeldSubmit): a submit before this island hydrates is made again once it has.
 * Its messages are the spec's `validation.*` texts, in the lazy `auth` section: loaded with it.
 */
export const StockAlertForm = island(() =>
  Promise.all([import('../../features/stock-alert/stock-alert-form.tsx'), loadSection('auth')]).then(
    ([m]) => m.StockAlertForm,
  ),
);

/** Plain in-page anchors until it hydrates; then it highlights the section in view. */
export const ProductNav = island(() => import('./product-nav.tsx').then((m) => m.ProductNav));

/** Static text from the deferred reviews call. */
export const ReviewList = island(() => import('./review-list.tsx').then((m) => m.ReviewList));

/**
 * Product safety (GPSR art. 19; decision 096): static text whose code and texts follow the page,
 * in the navbar's chunk (product-nav.tsx) so that it adds no chunk name to the first load.
 */
export const ProductSafety = island(() => import('./product-nav.tsx').then((m) => m.ProductSafety));

/** The expected delivery day (decision 098): static text, in the navbar's chunk as ProductSafety. */
export const ProductDelivery = island(() => import('./product-nav.tsx').then((m) => m.ProductDelivery));

/** Static text (description, questions, downloads): in the navbar's chunk, like product safety. */
export const ProductDetails = island(() => import('./product-nav.tsx').then((m) => m.ProductDetails));
