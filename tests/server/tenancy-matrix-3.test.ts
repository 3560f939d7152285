import { tenancyMatrix } from './tenancy/harness.js';

// Part 3 of 3 of the tenancy matrix (tenancy/harness.ts deals the operations round-robin).
tenancyMatrix({ shard: 2, shards: 3 });
