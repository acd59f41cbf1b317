/**
 * Redirect targets after login must be local paths (spec 4, 5). Anything that a browser could read
 * as another origin (`//x`, `/\x`, a scheme, control characters that browsers strip) goes home.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return fallback;
  // Browsers strip tab, CR and LF from URLs, which could turn `/\t/evil` into `//evil`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  try {
    const url = new URL(target, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
