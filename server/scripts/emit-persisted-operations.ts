import fs from 'node:fs';
import path from 'node:path';
import { findRoot } from '../../db/index.js';
import { MANIFEST_FILE, manifestOf, manifestText } from '../core/graphql/persisted.js';

// Writes schema/persisted-operations.json (the client's operations, for GRAPHQL_ALLOW_LIST=1) from the
// typed documents codegen has just written. CI fails when it is stale, like schema/schema.graphql.
const root = findRoot();
const source = fs.readFileSync(path.join(root, 'client/src/gql/graphql.ts'), 'utf8');
const manifest = manifestOf(source);
fs.writeFileSync(path.join(root, MANIFEST_FILE), manifestText(manifest));
console.log(`wrote ${MANIFEST_FILE} (${Object.keys(manifest.operations).length} operations)`);
