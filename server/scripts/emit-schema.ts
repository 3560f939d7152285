import 'reflect-metadata';
import path from 'node:path';
import fs from 'node:fs';
import { findRoot } from '../../db/index.js';
import { buildGraphqlSchema } from '../core/graphql/schema.js';
import { printSdl } from '../core/graphql/sdl.js';
import { operations, resolvers } from '../modules/index.js';

// Writes schema/schema.graphql from the resolvers: the SDL that codegen and CI read.
const schema = await buildGraphqlSchema(resolvers, operations);
const file = path.join(findRoot(), 'schema/schema.graphql');
// The same text GET /graphql/schema.graphql answers (core/graphql/sdl.ts).
fs.writeFileSync(file, printSdl(schema));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
