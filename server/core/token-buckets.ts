/**
 * Token buckets in this process's memory, for what is too cheap and too frequent to count in
 * PostgreSQL (core/rate-limit.ts does that for sign-ins): each key may take `capacity` at once, then
 * `perMinute` a minute. Bounded: past `maxKeys` the least recently used key is forgotten (it comes back
 * full), so a flood of new keys costs memory once, never without end. Each process counts on its own:
 * with N processes a key may take N times as much.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    private readonly capacity: number,
    perMinute: number,
    private readonly maxKeys: number,
  ) {
    this.perMs = perMinute / 60_000;
  }

  /** Takes one token for `key`; false when its bucket is empty. */
  take(key: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(key);
    const tokens = bucket ? Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.perMs) : this.capacity;
    // Re-inserted, so the Map's order is the order of last use.
    this.buckets.delete(key);
    if (this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    const ok = tokens >= 1;
    this.buckets.set(key, { tokens: ok ? tokens - 1 : tokens, at: now });
    return ok;
  }

  get size(): number {
    return this.buckets.size;
  }
}

/**
 * "Counted within the last `windowMs`", per key, in memory and bounded like TokenBuckets: `fresh` is
 * true for a key's first call and then at most once per window (a visit counted at most once per
 * visitor and portal in VISIT_WINDOW_MINUTES, however often the app says one began).
 */
export class RecentKeys {
  private readonly counted = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys: number,
  ) {}

  /** Whether `key` may count again now; when it does, its window starts now. */
  fresh(key: string, now = Date.now()): boolean {
    const last = this.counted.get(key);
    if (last !== undefined && now - last < this.windowMs) return false;
    this.counted.delete(key);
    if (this.counted.size >= this.maxKeys) this.counted.delete(this.counted.keys().next().value!);
    this.counted.set(key, now);
    return true;
  }
}
