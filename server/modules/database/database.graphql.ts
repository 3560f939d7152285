import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { FIELD_TYPES } from '../../../db/schema/index.js';
import { ConnectionArgs, connectionType, readConnection } from '../../core/connection.js';
import type { Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import * as collections from './collection.service.js';
import { FILTER_OPS } from './database.query.js';
import * as records from './record.service.js';

// The enums are built from the lists the services check against, so the two cannot drift.
export const FieldType = Object.fromEntries(FIELD_TYPES.map((t) => [t, t])) as { [K in (typeof FIELD_TYPES)[number]]: K };
registerEnumType(FieldType, { name: 'FieldType', description: 'What a field holds; each type has its own validation, filters and cell.' });

export const FilterOp = Object.fromEntries(FILTER_OPS.map((op) => [op.toUpperCase(), op])) as Record<string, string>;
registerEnumType(FilterOp, {
  name: 'FilterOp',
  description: 'Which operators apply depends on the field type (REST takes the same names in lower case).',
});

export enum SortDirection {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

@ObjectType('FieldChoice', { simpleResolvers: true })
class FieldChoiceType {
  @Field(() => String) value!: string;
  @Field(() => String, { description: 'A palette name: gray, red, orange, yellow, green, teal, blue, cyan, purple or pink.' }) color!: string;
}

@ObjectType('CollectionField', { simpleResolvers: true, description: 'One column of a collection.' })
export class CollectionFieldType {
  @Field(() => String, { description: 'Stable key of the value in each record’s data; made from the label, never changed.' }) key!: string;
  @Field(() => String) label!: string;
  @Field(() => FieldType) type!: string;
  @Field(() => Boolean) required!: boolean;
  @Field(() => Boolean) unique!: boolean;
  @Field(() => [FieldChoiceType], { description: 'SELECT and MULTI_SELECT only.' }) choices!: FieldChoiceType[];
  @Field(() => ID, { nullable: true, description: 'RELATION only: the collection its values point into.' }) relationCollectionId!: string | null;
  @Field(() => GraphQLJSON, { nullable: true }) defaultValue!: unknown;
}

@ObjectType('Collection', { simpleResolvers: true, description: 'A table of records defined by the builder.' })
export class CollectionType {
  @Field(() => ID) id!: string;
  @Field(() => ID) portalId!: string;
  @Field(() => String) name!: string;
  @Field(() => String) slug!: string;
  @Field(() => [CollectionFieldType]) fields!: CollectionFieldType[];
  @Field(() => Int) recordCount!: number;
  @Field(() => DateTimeISO) createdAt!: Date;
  @Field(() => DateTimeISO) updatedAt!: Date;
}

@ObjectType('RecordLink', { simpleResolvers: true, description: 'A RELATION value resolved: the linked record and its label.' })
class RecordLinkType {
  @Field(() => String) fieldKey!: string;
  @Field(() => ID) recordId!: string;
  @Field(() => ID) collectionId!: string;
  @Field(() => String) label!: string;
}

@ObjectType('CollectionRecord', { simpleResolvers: true })
export class CollectionRecordType {
  @Field(() => ID) id!: string;
  @Field(() => ID) collectionId!: string;
  @Field(() => GraphQLJSONObject, { description: 'Values keyed by field key; empty values are left out.' }) data!: Record<string, unknown>;
  @Field(() => [RecordLinkType]) links!: RecordLinkType[];
  @Field(() => DateTimeISO) createdAt!: Date;
  @Field(() => DateTimeISO) updatedAt!: Date;
}

const CollectionRecordConnectionType = connectionType('CollectionRecord', CollectionRecordType, 'the records of a collection that match the filter');

@ObjectType('DeletedRecords', { simpleResolvers: true })
class DeletedRecordsType {
  @Field(() => Int) deleted!: number;
}

@InputType('FieldChoiceInput')
class FieldChoiceInput {
  @Field(() => String) value!: string;
  @Field(() => String, { nullable: true }) color?: string;
}

@InputType('CollectionFieldInput', { description: 'Send `key` to keep an existing field (and its values); leave it out for a new one.' })
class CollectionFieldInput {
  @Field(() => String, { nullable: true }) key?: string;
  @Field(() => String) label!: string;
  @Field(() => FieldType) type!: string;
  @Field(() => Boolean, { nullable: true }) required?: boolean;
  @Field(() => Boolean, { nullable: true }) unique?: boolean;
  @Field(() => [FieldChoiceInput], { nullable: true }) choices?: FieldChoiceInput[];
  @Field(() => ID, { nullable: true }) relationCollectionId?: string;
  @Field(() => GraphQLJSON, { nullable: true }) defaultValue?: unknown;
}

@InputType('CreateCollectionInput')
class CreateCollectionInput {
  @Field(() => ID) portalId!: string;
  @Field(() => String) name!: string;
  @Field(() => [CollectionFieldInput], { nullable: true }) fields?: CollectionFieldInput[];
}

@InputType('UpdateCollectionInput')
class UpdateCollectionInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => [CollectionFieldInput], { nullable: true, description: 'The whole field list, in order.' }) fields?: CollectionFieldInput[];
  @Field(() => String, { nullable: true, description: 'The collection’s updatedAt as you last read it: if it changed since, the update is refused (CONFLICT) instead of overwriting that change.' }) ifUpdatedAt?: string;
}

@InputType('RecordFilterInput')
class RecordFilterInput {
  @Field(() => String, { description: 'A field key, or createdAt / updatedAt.' }) field!: string;
  @Field(() => FilterOp) op!: string;
  @Field(() => GraphQLJSON, { nullable: true }) value?: unknown;
}

@InputType('RecordSortInput')
class RecordSortInput {
  @Field(() => String) field!: string;
  @Field(() => SortDirection, { nullable: true }) direction?: SortDirection;
}

@Resolver()
export class DatabaseResolver {
  @Query(() => [CollectionType], { description: 'The portal’s collections with their fields and record counts (REST: GET /v1/database/list).' })
  collections(@Ctx() ctx: Context, @Arg('portalId', () => ID) portalId: string) {
    return collections.listCollections(ctx, serviceInput({ portalId }, 'query'));
  }

  @Query(() => CollectionType, { description: 'REST: GET /v1/database?id=.' })
  collection(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return collections.getCollection(ctx, serviceInput({ id }, 'query'));
  }

  @Query(() => CollectionRecordConnectionType, { description: 'One page of records, filtered and sorted on the server (REST: GET /v1/database/records).' })
  records(
    @Ctx() ctx: Context,
    @Arg('collectionId', () => ID) collectionId: string,
    @Arg('filter', () => [RecordFilterInput], { nullable: true }) filter: RecordFilterInput[] | undefined,
    @Arg('sort', () => RecordSortInput, { nullable: true }) sort: RecordSortInput | undefined,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
  ) {
    const query = serviceInput({ collectionId, filter, sort }, 'query');
    return readConnection(page, (p) => records.listRecords(ctx, { ...query, ...p }));
  }

  @Query(() => Int, { description: 'How many records match the filter (REST: GET /v1/database/records/count).' })
  async recordCount(@Ctx() ctx: Context, @Arg('collectionId', () => ID) collectionId: string, @Arg('filter', () => [RecordFilterInput], { nullable: true }) filter?: RecordFilterInput[]) {
    const { count } = await records.countRecords(ctx, serviceInput({ collectionId, filter }, 'query'));
    return count;
  }

  @Query(() => CollectionRecordType, { description: 'REST: GET /v1/database/record?id=.' })
  record(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return records.getRecord(ctx, serviceInput({ id }, 'query'));
  }

  @Mutation(() => CollectionType, { description: 'REST: POST /v1/database.' })
  createCollection(@Ctx() ctx: Context, @Arg('input', () => CreateCollectionInput) input: CreateCollectionInput) {
    return collections.createCollection(ctx, serviceInput(input));
  }

  @Mutation(() => CollectionType, { description: 'Renames and/or replaces the field list (REST: PATCH /v1/database).' })
  updateCollection(@Ctx() ctx: Context, @Arg('input', () => UpdateCollectionInput) input: UpdateCollectionInput) {
    return collections.updateCollection(ctx, serviceInput(input));
  }

  @Mutation(() => CollectionType, { description: 'Deletes the collection and all its records; recordCount says how many went (REST: DELETE /v1/database?id=).' })
  deleteCollection(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return collections.deleteCollection(ctx, serviceInput({ id }));
  }

  @Mutation(() => CollectionRecordType, { description: 'REST: POST /v1/database/records.' })
  createRecord(@Ctx() ctx: Context, @Arg('collectionId', () => ID) collectionId: string, @Arg('data', () => GraphQLJSONObject) data: Record<string, unknown>) {
    return records.createRecord(ctx, serviceInput({ collectionId, data }));
  }

  @Mutation(() => CollectionRecordType, { description: 'Changes only the keys sent; a key sent null is cleared (REST: PATCH /v1/database/records).' })
  updateRecord(@Ctx() ctx: Context, @Arg('id', () => ID) id: string, @Arg('data', () => GraphQLJSONObject) data: Record<string, unknown>) {
    return records.updateRecord(ctx, serviceInput({ id, data }));
  }

  @Mutation(() => CollectionRecordType, { description: 'REST: DELETE /v1/database/records?id=.' })
  deleteRecord(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return records.deleteRecord(ctx, serviceInput({ id }));
  }

  @Mutation(() => DeletedRecordsType, { description: 'REST: DELETE /v1/database/records/bulk?collectionId=&ids=a,b.' })
  deleteRecords(@Ctx() ctx: Context, @Arg('collectionId', () => ID) collectionId: string, @Arg('ids', () => [ID]) ids: string[]) {
    return records.deleteRecords(ctx, serviceInput({ collectionId, ids }));
  }
}
