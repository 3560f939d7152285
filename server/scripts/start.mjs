// `npm start`: builds what changed since the last build (the client with Vite, the server with tsc),
// then starts the server in this process. The first start builds both; a start on an unchanged tree
// builds nothing. What a part was built from is a hash of its files' contents, kept in
// dist/.build-stamp.json, so a checkout that only touches times rebuilds nothing, and an edit is
// always seen whatever the clocks say.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const stampFile = path.join(root, 'dist/.build-stamp.json');

const parts = {
  client: {
    inputs: ['client', 'package-lock.json', 'tsconfig.base.json'],
    output: 'dist/client/index.html',
    build: ['vite', ['build', '--config', 'client/vite.config.ts']],
  },
  server: {
    inputs: ['server', 'db', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.json', 'tsconfig.server.json'],
    output: 'dist/server/main.js',
    build: ['tsc', ['-p', 'tsconfig.server.json']],
  },
};

function fingerprint(inputs) {
  const hash = createHash('sha1');
  const visit = (relative) => {
    const full = path.join(root, relative);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) {
        if (name === 'node_modules' || name.startsWith('.')) continue;
        visit(path.join(relative, name));
      }
      return;
    }
    hash.update(relative).update('\0').update(fs.readFileSync(full)).update('\0');
  };
  inputs.forEach(visit);
  return hash.digest('hex');
}

const previous = fs.existsSync(stampFile) ? JSON.parse(fs.readFileSync(stampFile, 'utf8')) : {};
const stamp = { ...previous };
for (const [name, part] of Object.entries(parts)) {
  const print = fingerprint(part.inputs);
  if (print === previous[name] && fs.existsSync(path.join(root, part.output))) continue;
  console.log(`Building the ${name} (${previous[name] ? 'its files changed' : 'first start'}) …`);
  const [bin, args] = part.build;
  const result = spawnSync(path.join(root, 'node_modules/.bin', bin), args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`The ${name} did not build; fix the errors above and run npm start again.`);
    process.exit(result.status ?? 1);
  }
  stamp[name] = print;
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, JSON.stringify(stamp, null, 2) + '\n');
}

await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
