import { describe, expect, it } from 'vitest';
import { isBotAgent } from './bot-agent.ts';

describe('isBotAgent', () => {
  it('tells crawlers from browsers, the same on a second call', () => {
    const google = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
    for (let i = 0; i < 2; i++) {
      expect(isBotAgent(google)).toBe(true);
      expect(isBotAgent(chrome)).toBe(false);
    }
    expect(isBotAgent(undefined)).toBe(false);
  });

  it('keeps answering correctly past its memory bound and for overlong agents', () => {
    for (let i = 0; i < 2500; i++) expect(isBotAgent(`Mozilla/5.0 (X11) Firefox/${i}.0`)).toBe(false);
    expect(isBotAgent(`curl/8.0 ${'x'.repeat(600)}`)).toBe(true);
    expect(isBotAgent(`Mozilla/5.0 (compatible; bingbot/2.0) ${'x'.repeat(600)}`)).toBe(true);
  });
});
