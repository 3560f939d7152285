import { tenancyMatrix } from './tenancy/harness.js';

// Part 1 of 3 of the tenancy matrix (tenancy/harness.ts deals the operations round-robin).
tenancyMatrix({ shard: 0, shards: 3 });
