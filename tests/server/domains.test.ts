import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { domains } from '../../server/modules/index.js';

/**
 * The README's "Adding a domain" checklist, kept true: a domain that misses one of its two
 * registrations, or a checklist that names a file that is gone, fails here.
 */

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const folders = fs
  .readdirSync(path.join(root, 'server/modules'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe('every domain is registered', () => {
  it('each folder of server/modules declares its operations and is listed once in `domains`', () => {
    for (const folder of folders) {
      const file = `server/modules/${folder}/${folder}.operations.ts`;
      expect(fs.existsSync(path.join(root, file)), `${file} (its operations and defineDomain)`).toBe(true);
      expect(read(file), `${file} defines ${folder}Domain`).toMatch(new RegExp(`export const ${folder}Domain = defineDomain\\(`));
      expect(
        domains.filter((d) => d.name === folder),
        `${folder}Domain in \`domains\` (server/modules/index.ts)`,
      ).toHaveLength(1);
    }
    expect(domains.map((d) => d.name).sort()).toEqual([...folders].sort());
  });

  it('each table file of db/schema is exported from db/schema/index.ts', () => {
    const index = read('db/schema/index.ts');
    const tableFiles = fs
      .readdirSync(path.join(root, 'db/schema'))
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && read(`db/schema/${f}`).includes('pgTable('));
    expect(tableFiles.length).toBeGreaterThan(10);
    for (const file of tableFiles)
      expect(index, `db/schema/index.ts exports ./${file.replace(/\.ts$/, '.js')}`).toContain(`from './${file.replace(/\.ts$/, '.js')}'`);
  });

  it('each migration is named for what it does, in order, and known to drizzle', () => {
    const migrations = fs.readdirSync(path.join(root, 'db/migrations')).filter((f) => f.endsWith('.sql'));
    const journal = JSON.parse(read('db/migrations/meta/_journal.json')) as { entries: Array<{ idx: number; tag: string }> };
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(migrations.sort());
    migrations.forEach((file, i) => expect(file).toMatch(new RegExp(`^${String(i).padStart(4, '0')}_[a-z0-9_]+\\.sql$`)));
  });

  it('each domain with operations has its tenancy matrix entries, found by name', () => {
    // The core matrix (matrix.ts) holds the first domains' entries; later ones bring a matrix.<domain>.ts.
    const matrixFiles = fs.readdirSync(path.join(root, 'tests/server/tenancy')).filter((f) => /^matrix\.[a-z-]+\.ts$/.test(f));
    for (const file of matrixFiles) expect(read(`tests/server/tenancy/${file}`), file).toMatch(/export const [A-Z_]+_(REST|GRAPHQL)\b/);
  });
});

describe('the README’s checklist', () => {
  const readme = read('README.md');
  const checklist = readme.slice(readme.indexOf('## Adding a domain'), readme.indexOf('If you touch a place this list does not name'));

  it('names files that exist', () => {
    const named = [...checklist.matchAll(/`((?:db|server|tests|client)\/[\w./-]+\.(?:ts|tsx|md))`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(8);
    for (const file of named.filter((f) => !f.includes('<'))) expect(fs.existsSync(path.join(root, file)), file).toBe(true);
  });

  it('names the two registrations this test checks, and the example it tells a newcomer to copy', () => {
    expect(checklist).toContain('`db/schema/index.ts` (**registration 1**)');
    expect(checklist).toContain('`domains` (**registration 2**)');
    expect(fs.existsSync(path.join(root, 'server/modules/event/event.operations.ts'))).toBe(true);
  });
});
