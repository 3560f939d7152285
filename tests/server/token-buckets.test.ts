import { describe, expect, it } from 'vitest';
import { RecentKeys, TokenBuckets } from '../../server/core/token-buckets.js';

describe('in-memory limits (page views)', () => {
  it('a bucket gives its capacity at once, then refills at its rate per minute', () => {
    const buckets = new TokenBuckets(3, 6, 100);
    const t0 = 1_000_000;
    expect([1, 2, 3, 4].map(() => buckets.take('a', t0))).toEqual([true, true, true, false]);
    // 6 a minute: one token every 10 s.
    expect(buckets.take('a', t0 + 9_000)).toBe(false);
    expect(buckets.take('a', t0 + 10_500)).toBe(true);
    expect(buckets.take('a', t0 + 10_600)).toBe(false);
    expect(buckets.take('b', t0)).toBe(true);
  });

  it('remembers at most maxKeys keys, forgetting the least recently used', () => {
    const buckets = new TokenBuckets(1, 1, 1000);
    for (let i = 0; i < 5000; i++) buckets.take(`ip-${i}`, 0);
    expect(buckets.size).toBe(1000);
    // The newest are still held back; the oldest were forgotten and start full again.
    expect(buckets.take('ip-4999', 0)).toBe(false);
    expect(buckets.take('ip-0', 0)).toBe(true);
  });

  it('counts a key at most once per window', () => {
    const visits = new RecentKeys(30 * 60_000, 100);
    expect(visits.fresh('v', 0)).toBe(true);
    expect(visits.fresh('v', 29 * 60_000)).toBe(false);
    expect(visits.fresh('v', 30 * 60_000)).toBe(true);
    expect(visits.fresh('w', 0)).toBe(true);
  });
});
