import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isNonNullType, isObjectType } from 'graphql';
import * as prettier from 'prettier';
import { z } from 'zod';
import { findRoot } from '../../db/index.js';
import { buildGraphqlSchema } from '../core/graphql/schema.js';
import { operations, resolvers } from '../modules/index.js';

/**
 * Writes server/modules/answers.tie.ts: for every GraphQL object type with a zod schema of the same
 * name (`.meta({ id })`), the SDL's fields and its nullable fields as literal types beside the zod
 * schema, so `npm run typecheck` fails when the two declarations of an answer differ (see
 * core/declaration-tie.ts). CI's codegen check keeps the file current.
 */
const root = findRoot();
const serverDir = path.join(root, 'server');
const out = path.join(serverDir, 'modules/answers.tie.ts');

const files = [
  path.join(serverDir, 'core/rest-schemas.ts'),
  ...fs
    .readdirSync(path.join(serverDir, 'modules'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.tie.ts'))
    .map((f) => path.join(serverDir, 'modules', f)),
].filter((file) => /\bmeta\(\{\s*id:/.test(fs.readFileSync(file, 'utf8')));

/**
 * Every zod schema with an id, as a type expression: an exported one by its name, a nested one by the
 * path from the exported schema that holds it (a property, an array's element, through null and
 * optional), so the tie reads the very schema REST answers with.
 */
const reach = new Map<string, { file: string; name: string; path: string[] }>();
type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; out?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
function walk(schema: z.ZodType, at: { file: string; name: string; path: string[] }, seen: Set<z.ZodType>) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const id = z.globalRegistry.get(schema)?.id;
  if (id && (!reach.has(id) || reach.get(id)!.path.length > at.path.length)) reach.set(id, at);
  const def = defOf(schema);
  if (def.type === 'object')
    for (const [key, value] of Object.entries(def.shape ?? {})) walk(value, { ...at, path: [...at.path, `['${key}']`] }, seen);
  else if (def.type === 'array' && def.element) walk(def.element, { ...at, path: [...at.path, '[number]'] }, seen);
  else if (def.type === 'pipe' && def.out) walk(def.out, at, seen);
  else if (def.innerType) walk(def.innerType, at, seen);
}
for (const file of files) {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(module)) if (value instanceof z.ZodType) walk(value, { file, name, path: [] }, new Set());
}

const schema = await buildGraphqlSchema(resolvers, operations);
const union = (names: string[]) => (names.length ? names.map((n) => `'${n}'`).join(' | ') : 'never');
const imports = new Map<string, Set<string>>();
const named = new Map<string, string>();
const ties: string[] = [];
const missing: string[] = [];
// Every id in zod's registry, read through its public JSON Schema view (as declarations.test.ts does).
const ids = Object.keys(z.toJSONSchema(z.globalRegistry, { io: 'output', unrepresentable: 'any' }).schemas).sort();
for (const id of ids) {
  const type = schema.getType(id);
  if (!type || !isObjectType(type)) continue;
  const where = reach.get(id);
  if (!where) {
    missing.push(id);
    continue;
  }
  const fields = Object.values(type.getFields());
  const relative = path.relative(path.dirname(out), where.file).replace(/\\/g, '/').replace(/\.ts$/, '.js');
  const from = relative.startsWith('.') ? relative : `./${relative}`;
  // Two files may export a schema under one name (customer's and event's portalEventSchema): the second is aliased.
  const owner = named.get(where.name) ?? (named.set(where.name, where.file), where.file);
  const local = owner === where.file ? where.name : `${where.name}_${path.basename(path.dirname(where.file))}`;
  if (!imports.has(from)) imports.set(from, new Set());
  imports.get(from)!.add(local === where.name ? local : `${where.name} as ${local}`);
  const output = where.path.reduce((e, step) => `NonNullable<${e}>${step}`, `z.output<typeof ${local}>`);
  ties.push(
    `  Holds<Tie<'${id}', ${union(fields.map((f) => f.name).sort())}, ${union(
      fields
        .filter((f) => !isNonNullType(f.type))
        .map((f) => f.name)
        .sort(),
    )}, NonNullable<${output}>>>,`,
  );
}
if (missing.length) {
  console.error(
    `emit-ties: these zod schemas have an id and a GraphQL type but are not reachable from an exported schema: ${missing.join(', ')}`,
  );
  process.exit(1);
}

const text = `// Written by \`npm run codegen\` (server/scripts/emit-ties.ts); do not edit. Each line ties a GraphQL
// object type (its fields, then its nullable fields, read from the SDL) to the zod schema of the same
// name: when they differ, \`npm run typecheck\` fails here (see core/declaration-tie.ts).
import type { z } from 'zod';
import type { Holds, Tie } from '../core/declaration-tie.js';
${[...imports]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([from, names]) => `import type { ${[...names].sort().join(', ')} } from '${from}';`)
  .join('\n')}

export type AnswerTies = [
${ties.join('\n')}
];
`;
fs.writeFileSync(out, await prettier.format(text, { ...(await prettier.resolveConfig(out)), filepath: out }));
console.log(`wrote ${path.relative(process.cwd(), out)} (${ties.length} answers)`);
