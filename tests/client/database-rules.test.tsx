import { describe, expect, it } from 'vitest';
import { CHOICE_COLORS, NO_DEFAULT_TYPES, UNIQUE_TYPES } from '../../client/src/features/database/fields/field-types';
import { OPS_BY_TYPE } from '../../client/src/features/database/filter-ops';
import * as server from '../../server/modules/database/database.fields.js';
import { OPS_BY_TYPE as SERVER_OPS } from '../../server/modules/database/database.query.js';

// The builder app offers only what the server accepts: its copies of the server's tables must not drift.
describe('the database screen offers what the server accepts', () => {
  it('the same filter operators per field type', () => {
    const sorted = (table: Record<string, string[]>) => Object.fromEntries(Object.entries(table).map(([type, ops]) => [type, ops.map((op) => op.toLowerCase()).sort()]));
    expect(sorted(OPS_BY_TYPE)).toEqual(sorted(SERVER_OPS));
  });

  it('the same unique and default-value rules and choice colours', () => {
    expect([...UNIQUE_TYPES].sort()).toEqual([...server.UNIQUE_TYPES].sort());
    expect([...NO_DEFAULT_TYPES].sort()).toEqual([...server.NO_DEFAULT].sort());
    expect([...CHOICE_COLORS]).toEqual([...server.CHOICE_COLORS]);
  });
});
