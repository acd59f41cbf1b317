/**
 * The components of the cart's islands (client/layout/layout-islands.ts and the product page's
 * client/routes/product/product-islands.ts), in one module so they share one chunk: the header's
 * link with the count and the product page's amount and button.
 */
export { AddToCart } from './add-to-cart.tsx';
export { CartMenu } from './cart-menu.tsx';
