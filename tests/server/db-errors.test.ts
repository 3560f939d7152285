import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database, Db } from '../../db/index.js';
import { dbError, driverError, type ConstraintRules } from '../../server/core/db-errors.js';
import { AppError } from '../../server/core/errors.js';
import { dbKind, openTestDatabase } from '../helpers/test-db.js';

// Real violations of each integrity class, raised by PostgreSQL (or PGlite) on scratch tables, read
// through each driver's error shape: postgres.js (the app's driver, to PostgreSQL and to the
// embedded database alike; the constraint in `constraint_name`) and PGlite's own (`constraint`).

const SCHEMA = [
  'create table dbe_parent (id int primary key)',
  `create table dbe_thing (
    id int primary key,
    parent_id int constraint dbe_thing_parent_fk references dbe_parent (id),
    code text constraint dbe_thing_code_key unique,
    qty int constraint dbe_thing_qty_check check (qty >= 0),
    during int4range,
    constraint dbe_thing_during_excl exclude using gist (during with &&)
  )`,
  'insert into dbe_parent values (1)',
  `insert into dbe_thing (id, parent_id, code, qty, during) values (1, 1, 'taken', 1, '[1,10)')`,
];

const CASES = [
  {
    kind: 'unique',
    code: '23505',
    app: 'CONFLICT',
    constraint: 'dbe_thing_code_key',
    write: `insert into dbe_thing (id, code) values (2, 'taken')`,
  },
  {
    kind: 'foreign key',
    code: '23503',
    app: 'NOT_FOUND',
    constraint: 'dbe_thing_parent_fk',
    write: 'insert into dbe_thing (id, parent_id) values (3, 99)',
  },
  {
    kind: 'check',
    code: '23514',
    app: 'BAD_USER_INPUT',
    constraint: 'dbe_thing_qty_check',
    write: 'insert into dbe_thing (id, qty) values (4, -1)',
  },
  {
    kind: 'exclusion',
    code: '23P01',
    app: 'CONFLICT',
    constraint: 'dbe_thing_during_excl',
    write: `insert into dbe_thing (id, during) values (5, '[5,6)')`,
  },
] as const;

const GENERIC = {
  '23505': /already exists/,
  '23503': /does not exist/,
  '23514': /not allowed/,
  '23P01': /overlaps/,
};

async function caught(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the write did not fail');
}

/** The same checks over one driver: `db` runs a statement through Drizzle, as the services do. */
function violations(driver: string, open: () => Promise<{ db: Db; close: () => Promise<void> }>) {
  describe(`on ${driver}`, () => {
    let db: Db;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ db, close } = await open());
      for (const statement of SCHEMA) await db.execute(sql.raw(statement));
    });
    afterAll(() => close());

    for (const c of CASES) {
      it(`a ${c.kind} violation: the rule's field and sentence, the class's code; another constraint gets the class's sentence`, async () => {
        const error = await caught(() => db.execute(sql.raw(c.write)));
        expect(driverError(error)).toEqual({ code: c.code, constraint: c.constraint });

        const rules: ConstraintRules = {
          [c.constraint]: { field: 'thing', message: `The ${c.kind} rule says no.`, detail: 'Not this one.' },
        };
        const named = await dbError(error, rules);
        expect(named).toBeInstanceOf(AppError);
        expect(named).toMatchObject({ code: c.app, message: `The ${c.kind} rule says no.`, details: { thing: 'Not this one.' } });

        const unnamed = (await dbError(error, { some_other_constraint: { field: 'x', message: 'Not this.' } })) as AppError;
        expect(unnamed).toBeInstanceOf(AppError);
        expect(unnamed.code).toBe(c.app);
        expect(unnamed.message).toMatch(GENERIC[c.code]);
        // A check names no field it could be sure of; BAD_USER_INPUT always says which part (`_`: the request).
        expect(unnamed.details).toEqual(c.app === 'BAD_USER_INPUT' ? { _: unnamed.message } : undefined);
      });
    }

    it('a rule may word its sentence after a look-up, and give another code', async () => {
      const error = await caught(() => db.execute(sql.raw(CASES[1].write)));
      let looked = 0;
      const mapped = await dbError(error, {
        dbe_thing_parent_fk: {
          field: 'token',
          code: 'BAD_USER_INPUT',
          message: async () => `This link is not valid any more (${++looked}).`,
        },
      });
      expect(mapped).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'This link is not valid any more (1).',
        details: { token: 'This link is not valid any more (1).' },
      });
      // Only a violation asks for it.
      await dbError(new Error('not a database error'), { dbe_thing_parent_fk: { message: async () => `${++looked}` } });
      expect(looked).toBe(1);
    });

    it('anything but a constraint violation comes back as it was', async () => {
      const division = await caught(() => db.execute(sql`select 1 / 0`));
      expect(driverError(division).code).toBe('22012');
      expect(await dbError(division, {})).toBe(division);
      const app = new AppError('NOT_FOUND', 'That thing does not exist or you do not have access to it.');
      expect(await dbError(app, { dbe_thing_code_key: { message: 'No.' } })).toBe(app);
      const plain = new Error('boom');
      expect(await dbError(plain)).toBe(plain);
      // The failed writes wrote nothing.
      expect(await db.execute(sql`select count(*)::int as n from dbe_thing`)).toMatchObject(
        driver.startsWith('PGlite') ? { rows: [{ n: 1 }] } : [{ n: 1 }],
      );
    });
  });
}

violations(`the app's driver (postgres.js to ${dbKind === 'postgres' ? 'PostgreSQL' : 'the embedded PGlite'})`, async () => {
  const database: Database = await openTestDatabase();
  return { db: database.db, close: () => database.close() };
});

// PGlite's own driver, in this process: run once, in the embedded database's project.
if (dbKind === 'pglite') {
  violations('PGlite’s own driver', async () => {
    const pglite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]), extensions: { btree_gist } });
    return { db: drizzlePglite(pglite) as unknown as Db, close: () => pglite.close() };
  });
}
