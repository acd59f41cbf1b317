import { describe, expect, it } from 'vitest';
import { createRateLimit } from './rate-limit.ts';

describe('the rate limiter', () => {
  it('allows max hits per window, then says for how long it refuses', () => {
    let t = 0;
    const limit = createRateLimit({ max: 3, windowMs: 60_000, now: () => t });
    for (let i = 0; i < 3; i++) {
      expect(limit.check('a').limited).toBe(false);
      limit.hit('a');
    }
    expect(limit.check('a')).toEqual({ limited: true, retryAfterS: 60 });
    expect(limit.check('b').limited).toBe(false);
    t = 59_000;
    expect(limit.check('a')).toEqual({ limited: true, retryAfterS: 1 });
    t = 60_000;
    expect(limit.check('a').limited).toBe(false);
  });
  it('forgets a key on reset and stays bounded', () => {
    const limit = createRateLimit({ max: 1, windowMs: 1000, maxKeys: 2, now: () => 0 });
    limit.hit('a');
    limit.reset('a');
    expect(limit.check('a').limited).toBe(false);
    limit.hit('x');
    limit.hit('y');
    limit.hit('z'); // x goes
    expect(limit.check('x').limited).toBe(false);
    expect(limit.check('z').limited).toBe(true);
  });
});
