/** What every cart operation works with: the carts' storage and the clock (a test may set it). */
import type { CartRepository } from './repository.ts';

export interface CartContext {
  repo: CartRepository;
  now: () => Date;
}
