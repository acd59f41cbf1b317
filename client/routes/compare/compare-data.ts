/**
 * Data of the compare page. The selection lives in the browser's session storage, so the server
 * renders the page without products and the browser loads the comparison after hydration.
 */
import type { LoadArgs } from '../screen.ts';

export function load(_args: LoadArgs) {}
