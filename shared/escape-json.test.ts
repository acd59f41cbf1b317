import { describe, expect, it } from 'vitest';
import { escapeJson, escapeJsonRecord } from './escape-json.ts';

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

describe('remembered JSON of frozen values', () => {
  it('escapes a frozen value the same way, every time', () => {
    const value = Object.freeze({ html: '<b>&</b>', n: [1, 2] });
    const first = escapeJson(value);
    expect(first).toBe('{"html":"\\u003cb\\u003e\\u0026\\u003c/b\\u003e","n":[1,2]}');
    expect(escapeJson(value)).toBe(first);
  });
  it('never remembers a value that can still change', () => {
    const value = { n: 1 };
    expect(escapeJson(value)).toBe('{"n":1}');
    value.n = 2;
    expect(escapeJson(value)).toBe('{"n":2}');
  });
  it('writes a record of values as one object, leaving undefined out like JSON.stringify', () => {
    const record = { '/api/a?lang=nl': Object.freeze({ t: '</script>' }), b: null, c: undefined };
    const out = escapeJsonRecord(record);
    expect(out).not.toMatch(/<|>/);
    expect(JSON.parse(out)).toEqual({ '/api/a?lang=nl': { t: '</script>' }, b: null });
  });
});
