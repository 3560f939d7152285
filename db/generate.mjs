// npm run db:generate -- --name <what_it_adds>: drizzle-kit's migration, named for what it does (never a random name).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const name = args[args.indexOf('--name') + 1];
if (!args.includes('--name') || !/^[a-z][a-z0-9_]{2,60}$/.test(name ?? '')) {
  console.error('Name the migration for what it adds: npm run db:generate -- --name customer_notes (lowercase, digits, underscores).');
  process.exit(1);
}
const run = spawnSync('npx', ['drizzle-kit', 'generate', '--config', 'db/drizzle.config.ts', '--name', name], { stdio: 'inherit' });
process.exit(run.status ?? 1);
