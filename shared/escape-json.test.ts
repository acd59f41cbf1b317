import { describe, expect, it } from 'vitest';
import { escapeJson } from './escape-json.ts';

describe('JSON inside a script element', () => {
  it('cannot close the script or open a comment', () => {
    const out = escapeJson({ q: '</script><script>__xss(14)</script><!--' });
    expect(out).not.toMatch(/<|>/);
    expect(JSON.parse(out)).toEqual({ q: '</script><script>__xss(14)</script><!--' });
  });
  it('escapes the JavaScript line terminators', () => {
    const out = escapeJson('\u2028\u2029');
    expect(out).toBe('"\\u2028\\u2029"');
    expect(JSON.parse(out)).toBe('\u2028\u2029');
  });
});
