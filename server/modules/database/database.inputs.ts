import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, InputType } from 'type-graphql';

// The one `input` of the collection and record mutations whose REST twin takes a query string or a
// small body; each has the fields of that query or body, so both APIs hand the service the same object.

@InputType('CollectionIdInput', { description: 'One collection.' })
export class CollectionIdInput {
  @Field(() => ID, { description: 'The collection.' }) id!: string;
}

@InputType('RecordIdInput', { description: 'One record.' })
export class RecordIdInput {
  @Field(() => ID, { description: 'The record.' }) id!: string;
}

@InputType('CreateRecordInput', { description: 'A new record (the body of REST POST /v1/database/records).' })
export class CreateRecordInput {
  @Field(() => ID, { description: 'The collection to add to.' }) collectionId!: string;
  @Field(() => GraphQLJSONObject, {
    description:
      'Values keyed by field key, each in its field type’s form (see FieldType), like {"name": "Ada", "due": "2026-03-31"}; unknown keys are refused.',
  })
  data!: Record<string, unknown>;
}

@InputType('UpdateRecordInput', { description: 'A record and the values to change (the body of REST PATCH /v1/database/records).' })
export class UpdateRecordInput {
  @Field(() => ID, { description: 'The record to change.' }) id!: string;
  @Field(() => GraphQLJSONObject, { description: 'The values to change, keyed by field key, in each field type’s form; null clears one.' })
  data!: Record<string, unknown>;
}

@InputType('DeleteRecordsInput', { description: 'Records of one collection to delete (REST: DELETE /v1/database/records/bulk).' })
export class DeleteRecordsInput {
  @Field(() => ID, { description: 'The collection the records belong to.' }) collectionId!: string;
  @Field(() => [ID], { description: 'The records to delete, 1 to 500; ids of other collections are left alone.' }) ids!: string[];
}
