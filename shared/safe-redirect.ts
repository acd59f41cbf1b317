/**
 * Redirect targets after login must be local paths (spec 4, 5). Anything that a browser could read
 * as another origin (`//x`, `/\x`, a scheme, control characters that browsers strip) goes home.
 * The server (302) and the browser (client navigation) both call this one function.
 *
 * The check runs on the target as sent, then on its path as the URL parser normalised it
 * (`/..//evil` becomes `//evil` only then) and on every percent-decoded form of that path
 * (`/%2e%2e%2f%2fevil`, `/%2F%2Fevil`, `/%5Cevil`), each also in its compatibility form (NFKC folds
 * full-width `／` `＼` `．` into `/` `\` `.`): a proxy, router or browser further on may decode and
 * normalise once more, so no form of the path may read as another host. The first-load bundle
 * carries this, so it is kept small.
 */

const BASE = 'http://local.invalid';

/**
 * Refused anywhere: control characters (browsers strip tab, CR and LF, which could turn `/\t/evil`
 * into `//evil`), a backslash, and slash look-alikes that NFKC leaves alone (fraction, division and
 * big solidus, set minus, reverse solidus operator, big reverse solidus). Refused at the start:
 * anything but one `/`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
const BAD = /[\0-\x1f\x7f-\x9f\\\u2044\u2215\u2216\u29f5\u29f8\u29f9]|^(?!\/)|^\/\//;

/** `path` or its compatibility form is refused, or reads as `//host` once its dot segments resolve. */
const leaves = (path: string) =>
  [path, path.normalize('NFKC')].some((p) => BAD.test(p) || new URL(p, BASE).pathname.startsWith('//'));

export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length > 2000 || BAD.test(target)) return fallback;
  try {
    const url = new URL(target, BASE);
    // Decoded until nothing changes; still changing after three rounds (`%25252F`): hostile.
    for (let path = url.pathname, round = 0; ; round++) {
      if (leaves(path)) return fallback;
      // A malformed escape (`%ff`) throws: no page of ours, home rather than guess.
      const decoded = decodeURIComponent(path);
      if (decoded === path) return `${url.pathname}${url.search}${url.hash}`;
      if (round > 2) return fallback;
      path = decoded;
    }
  } catch {
    return fallback;
  }
}
