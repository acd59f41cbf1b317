/**
 * Whether a User-Agent is a crawler (isbot), remembered per string: the check is one large regular
 * expression, run for every page request (the render mode and the page cache's key), and a shop
 * sees the same few hundred agents over and over. Bounded: the memory is cleared when full.
 */
import { isbot } from 'isbot';

const MAX_AGENTS = 1000;
const MAX_LENGTH = 512; // longer strings are checked every time and never kept
const known = new Map<string, boolean>();

export function isBotAgent(userAgent: string | undefined): boolean {
  const ua = userAgent ?? '';
  if (ua.length > MAX_LENGTH) return isbot(ua);
  let bot = known.get(ua);
  if (bot === undefined) {
    bot = isbot(ua);
    if (known.size >= MAX_AGENTS) known.clear();
    known.set(ua, bot);
  }
  return bot;
}
