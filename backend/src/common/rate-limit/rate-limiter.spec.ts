import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows the limit within the window, then refuses with the wait in seconds', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([limiter.hit('u'), limiter.hit('u'), limiter.hit('u')]).toEqual([0, 0, 0]);
    now = 10_000;
    expect(limiter.hit('u')).toBe(50);
    expect(limiter.hit('other')).toBe(0);
    now = 60_001;
    expect(limiter.hit('u')).toBe(0);
  });
});
