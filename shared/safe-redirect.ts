/**
 * Redirect targets after login must be local paths (spec 4, 5). Anything that a browser could read
 * as another origin (`//x`, `/\x`, a scheme, control characters that browsers strip) goes home.
 * The server (302) and the browser (client navigation) both call this one function.
 *
 * The check runs on the target as sent, again on the path after the URL parser has normalised it
 * (`/..//evil` becomes `//evil` only then), and again on every percent-decoded form of that path
 * (`/%2e%2e%2f%2fevil`, `/%2F%2Fevil`, `/%5Cevil`): a proxy, router or browser further on may decode
 * and normalise once more, so no form of the path may read as another host.
 */

const BASE = 'http://local.invalid';
/** Rounds of percent-decoding before a path that still changes counts as hostile (`%25252F…`). */
const MAX_DECODES = 3;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;
/**
 * Characters that look like, or are folded by some parsers into, a slash or backslash: full-width
 * solidus and reverse solidus, the small and big ones, division and fraction slash, and friends.
 * No path of this shop contains them, so any of them sends the visitor home.
 */
const SLASH_LOOKALIKES = /[\u2044\u2215\u2216\u2571\u2572\u29f5\u29f8\u29f9\u3033\ufe68\uff0f\uff3c]/;

/** True when `path` (a pathname, any decoding round) could be read as another origin. */
function leavesOrigin(path: string): boolean {
  if (CONTROL_OR_BACKSLASH.test(path) || SLASH_LOOKALIKES.test(path)) return true;
  // Compatibility forms (NFKC) fold other look-alikes to `/`, `\` or `.`; check that form too.
  const folded = path.normalize('NFKC');
  if (CONTROL_OR_BACKSLASH.test(folded)) return true;
  for (const form of folded === path ? [path] : [path, folded]) {
    if (!form.startsWith('/') || form.startsWith('//')) return true;
    let url: URL;
    try {
      url = new URL(form, BASE);
    } catch {
      return true;
    }
    // Dot segments resolved: `/..//evil` is `//evil` now.
    if (url.origin !== BASE || url.pathname.startsWith('//')) return true;
  }
  return false;
}

export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return fallback;
  // Browsers strip tab, CR and LF from URLs, which could turn `/\t/evil` into `//evil`.
  if (CONTROL_OR_BACKSLASH.test(target)) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // The normalised path, then each decoded form of it, until decoding changes nothing more.
  let path = url.pathname;
  for (let round = 0; ; round++) {
    if (leavesOrigin(path)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A malformed escape (`%ff`, `%E0%A4%A`) is no page of ours: home rather than guess.
      return fallback;
    }
    if (decoded === path) break;
    if (round === MAX_DECODES) return fallback;
    path = decoded;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
