import 'reflect-metadata';
import path from 'node:path';
import { printSchema, lexicographicSortSchema } from 'graphql';
import fs from 'node:fs';
import { findRoot } from '../../db/index.js';
import { buildGraphqlSchema } from '../core/graphql/schema.js';
import { operations, resolvers } from '../modules/index.js';

// Writes schema/schema.graphql from the resolvers: the SDL that codegen and CI read.
const schema = await buildGraphqlSchema(resolvers, operations);
const file = path.join(findRoot(), 'schema/schema.graphql');
fs.writeFileSync(file, printSchema(lexicographicSortSchema(schema)) + '\n');
console.log(`wrote ${path.relative(process.cwd(), file)}`);
