import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('the post-login redirect', () => {
  const hostile = [
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    'https:evil.example',
    'https://evil.example',
    'http:/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '///evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>x</script>',
    '//evil.example@shop.example',
    '/%0d%0aSet-Cookie:x=1'.replace('%0d%0a', '\r\n'),
    '',
    undefined,
    ['/dashboard'],
  ];
  for (const target of hostile) {
    it(`sends ${JSON.stringify(target)} home`, () => {
      expect(safeRedirect(target)).toBe('/');
    });
  }

  it('keeps a local path with its query and hash', () => {
    expect(safeRedirect('/dashboard/orders?tab=open#top')).toBe('/dashboard/orders?tab=open#top');
    expect(safeRedirect('/en/dashboard')).toBe('/en/dashboard');
  });

  it('keeps an encoded double slash as a literal path segment, which stays local', () => {
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});
