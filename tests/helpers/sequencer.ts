import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files start first, so the last minutes of a run are not one long file alone. Vitest
 * orders by the durations it cached from the last run, and without a cache (a fresh clone, as in CI)
 * by file size, which put the tenancy matrix's three small files at the very end. These are the files
 * that take longest (seconds on this 2-core machine, three at once); the rest follow in vitest's order.
 */
const LONGEST: Array<[RegExp, number]> = [
  [/tenancy-matrix-\d\.test/, 60],
  [/server\/parity\.test/, 40],
  [/client\/database\.test/, 34],
  [/client\/database-files\.test/, 25],
  [/server\/database-csv\.test/, 20],
  [/server\/openapi\.test/, 20],
  [/server\/account\.test/, 19],
  [/client\/database-customers\.test/, 17],
  [/client\/database-fields\.test/, 17],
];

const weight = (spec: TestSpecification) => LONGEST.find(([pattern]) => pattern.test(spec.moduleId))?.[1] ?? 0;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = new Map((await super.sort(files)).map((spec, i) => [spec, i]));
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        weight(b) - weight(a) ||
        order.get(a)! - order.get(b)!,
    );
  }
}
