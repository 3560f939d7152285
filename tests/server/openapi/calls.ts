import type { Call, TestApp } from '../../helpers/test-app.js';

/** What openapi.test.ts lends a domain's calls: tracked REST calls and the app (for sign-ups and mail). */
export interface OpenApiCalls {
  t: TestApp;
  rest(method: string, url: string, options?: Parameters<TestApp['rest']>[2]): Promise<Call>;
  upload(method: string, url: string, options: Parameters<TestApp['upload']>[2]): Promise<Call>;
}
