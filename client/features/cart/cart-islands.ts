/**
 * The components of the cart's islands (client/layout/layout-islands.ts), in one module so they share one
 * chunk (and one import in the first load): the header's link with the count and the product
 * page's amount and button.
 */
export { AddToCart } from './add-to-cart.tsx';
export { CartMenu } from './cart-menu.tsx';
