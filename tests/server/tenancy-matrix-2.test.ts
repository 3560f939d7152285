import { tenancyMatrix } from './tenancy/harness.js';

// Part 2 of 3 of the tenancy matrix (tenancy/harness.ts deals the operations round-robin).
tenancyMatrix({ shard: 1, shards: 3 });
