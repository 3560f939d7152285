import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { FIELD_TYPES } from '../../../db/schema/index.js';
import { ConnectionArgs, connectionType, readConnection } from '../../core/connection.js';
import { oncePerRequest, type Ctx as Context } from '../../core/context.js';
import { DateTimeISO } from '../../core/graphql-types.js';
import { serviceInput } from '../../core/service-input.js';
import * as access from './collection.customer-access.js';
import { CollectionIdInput, CreateRecordInput, DeleteRecordsInput, RecordIdInput, UpdateRecordInput } from './database.inputs.js';
import * as collections from './collection.service.js';
import { FILTER_OPS } from './database.query.js';
import { CURRENCIES, NUMBER_STYLES } from './database.number-format.js';
import * as records from './record.service.js';

// The enums are built from the lists the services check against, so the two cannot drift.
export const FieldType = Object.fromEntries(FIELD_TYPES.map((t) => [t, t])) as { [K in (typeof FIELD_TYPES)[number]]: K };
registerEnumType(FieldType, {
  name: 'FieldType',
  description:
    "What a field holds; each type has its own validation, filters and cell. A value's form in a record's `data` is given with each type.",
  valuesConfig: {
    TEXT: { description: 'One line of text, up to 1,000 characters (trimmed). In data: a string.' },
    LONG_TEXT: { description: 'Several lines of text, up to 20,000 characters. In data: a string.' },
    NUMBER: { description: 'A number between -10^15 and 10^15. In data: a JSON number (text such as "1,234.5" is read as well).' },
    BOOLEAN: { description: 'Yes or no (a checkbox); no value reads as false in filters. In data: true or false.' },
    DATE: { description: 'A calendar day, without time or zone. In data: "YYYY-MM-DD", like "2026-03-31".' },
    DATETIME: {
      description: 'A moment in time. Send ISO 8601 with a zone (Z or ±hh:mm); answered in UTC, like "2026-03-31T14:30:00.000Z".',
    },
    EMAIL: { description: 'An email address, up to 254 characters. In data: a string, stored in lower case.' },
    URL: { description: 'A web address starting with http:// or https://, up to 2,000 characters. In data: a string.' },
    SELECT: { description: "One of the field's `choices`. In data: the choice's value (matched without regard to case when sent)." },
    MULTI_SELECT: {
      description: "Any number of the field's `choices`. In data: a list of choice values, kept in the order of the choices.",
    },
    FILE: {
      description:
        'A private file uploaded to this collection through REST POST /v1/database/files (multipart, up to 10 MB). In data: {id, name, size, contentType, url}; send back the object (or just its id) that the upload answered. `url` is a signed link that works for about an hour: read the record again for a fresh one.',
    },
    RELATION: {
      description:
        "A link to one record of another collection of the portal (the field's `relationCollectionId`). In data: that record's id; the record's `links` give its label.",
    },
    CUSTOMER: { description: 'A customer of the portal. In data: the customer’s id (a UUID).' },
  },
});

export const FilterOp = Object.fromEntries(FILTER_OPS.map((op) => [op.toUpperCase(), op])) as Record<string, string>;
registerEnumType(FilterOp, {
  name: 'FilterOp',
  description:
    'How a condition compares a field with its value. Which operators apply depends on the field type; another is BAD_USER_INPUT naming the condition (REST takes the same names in lower case).',
  valuesConfig: {
    EQ: { description: 'Equals the value (TEXT and URL without regard to case; BOOLEAN: true or false).' },
    NEQ: { description: 'Does not equal the value; records with no value match.' },
    CONTAINS: { description: 'Text: contains the value, without regard to case. MULTI_SELECT: holds the choice given.' },
    NOT_CONTAINS: { description: 'Text that does not contain the value, without regard to case; records with no value match.' },
    GT: { description: 'Greater than the value (NUMBER).' },
    GTE: { description: 'Greater than or equal to the value (NUMBER); on or after it (DATE, DATETIME, createdAt, updatedAt).' },
    LT: { description: 'Less than the value (NUMBER).' },
    LTE: { description: 'Less than or equal to the value (NUMBER); on or before it (DATE, DATETIME, createdAt, updatedAt).' },
    BEFORE: { description: 'Strictly before the value (DATE, DATETIME, createdAt, updatedAt).' },
    AFTER: { description: 'Strictly after the value (DATE, DATETIME, createdAt, updatedAt).' },
    IN: { description: 'Equals one of the values: send a list of 1 to 100 (MULTI_SELECT: holds any of them).' },
    IS_EMPTY: { description: 'Has no value; send no value.' },
    IS_NOT_EMPTY: { description: 'Has a value; send no value.' },
  },
});

export enum SortDirection {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'Sort order. Records without a value in the sort field come last either way.',
  valuesConfig: {
    ASC: { description: 'Smallest, earliest or A first (text without regard to case).' },
    DESC: { description: 'Largest, latest or Z first (text without regard to case).' },
  },
});

export const NumberStyle = Object.fromEntries(NUMBER_STYLES.map((t) => [t, t])) as { [K in (typeof NUMBER_STYLES)[number]]: K };
registerEnumType(NumberStyle, {
  name: 'NumberStyle',
  description: 'How a NUMBER field shows its values; the value stored is always the raw number.',
  valuesConfig: {
    PLAIN: { description: 'The digits it has, grouped: 1234.5 → 1,234.5.' },
    DECIMAL: { description: 'A fixed number of decimal places (`decimals`, 2 when null): 1234.5 → 1,234.50.' },
    PERCENT: { description: 'The number is the percentage: 12.5 → 12.5% (`decimals` fixes the places, else up to 2).' },
    CURRENCY: { description: 'An amount in `currency`: 1234.5 → $1,234.50 (`decimals`, else the currency’s own places).' },
  },
});

@ObjectType('NumberFormat', {
  simpleResolvers: true,
  description: 'How a NUMBER field shows its values (the grid, the record panel, the portal).',
})
class NumberFormatType {
  @Field(() => NumberStyle, { description: 'The style.' }) style!: string;
  @Field(() => Int, { nullable: true, description: 'Fixed decimal places, 0 to 8; null for the style’s own.' }) decimals!: number | null;
  @Field(() => String, { nullable: true, description: 'CURRENCY only: an ISO 4217 code, like USD, EUR, GBP, INR or JPY.' })
  currency!: string | null;
}

@InputType('NumberFormatInput', { description: 'How a NUMBER field shows its values.' })
class NumberFormatInput {
  @Field(() => NumberStyle, { description: 'PLAIN, DECIMAL, PERCENT or CURRENCY.' }) style!: string;
  @Field(() => Int, {
    nullable: true,
    description: 'Fixed decimal places, 0 to 8 (not with PLAIN); omitted or null for the style’s own.',
  })
  decimals?: number | null;
  @Field(() => String, {
    nullable: true,
    description: `CURRENCY only, and required for it: an ISO 4217 code, one of ${CURRENCIES.join(', ')}.`,
  })
  currency?: string | null;
}

@ObjectType('FieldChoice', { simpleResolvers: true, description: 'One option of a SELECT or MULTI_SELECT field.' })
class FieldChoiceType {
  @Field(() => String, { description: 'The option as stored in records and shown in cells, 1 to 60 characters, unique in the field.' })
  value!: string;
  @Field(() => String, { description: 'A palette name: gray, red, orange, yellow, green, teal, blue, cyan, purple or pink.' })
  color!: string;
}

@ObjectType('CollectionField', {
  simpleResolvers: true,
  description: 'One column of a collection: what its values are and the rules they follow.',
})
export class CollectionFieldType {
  @Field(() => String, { description: 'Stable key of the value in each record’s data; made from the label, never changed.' }) key!: string;
  @Field(() => String, {
    description: 'The column name people see, 1 to 60 characters, unique in the collection (without regard to case).',
  })
  label!: string;
  @Field(() => FieldType, { description: 'What the field holds.' }) type!: string;
  @Field(() => Boolean, { description: 'Whether every record must have a value (after the default is applied).' }) required!: boolean;
  @Field(() => Boolean, {
    description:
      'Whether no two records may hold the same value (text compared without regard to case); TEXT, NUMBER, EMAIL, URL, DATE, DATETIME and CUSTOMER only.',
  })
  unique!: boolean;
  @Field(() => [FieldChoiceType], {
    description: 'The options, in order: SELECT and MULTI_SELECT only (up to 100); empty for other types.',
  })
  choices!: FieldChoiceType[];
  @Field(() => ID, { nullable: true, description: 'RELATION only: the collection its values point into; null for other types.' })
  relationCollectionId!: string | null;
  @Field(() => GraphQLJSON, {
    nullable: true,
    description:
      "The value a new record gets when it is created without one, in the type's form (see FieldType); null for none. FILE, RELATION and CUSTOMER fields have none.",
  })
  defaultValue!: unknown;
  @Field(() => NumberFormatType, {
    nullable: true,
    description: 'NUMBER only: how its values are shown; null for plain (and other types).',
  })
  numberFormat!: NumberFormatType | null;
}

export enum CustomerAccessMode {
  NONE = 'NONE',
  CUSTOMER_FIELD = 'CUSTOMER_FIELD',
}
registerEnumType(CustomerAccessMode, {
  name: 'CustomerAccessMode',
  description: 'Whether a collection is shared with the portal’s signed-in customers.',
  valuesConfig: {
    NONE: { description: 'Customers see nothing of it (the default).' },
    CUSTOMER_FIELD: { description: 'Each customer reads, never writes, the records whose CUSTOMER field (`fieldKey`) names them.' },
  },
});

@ObjectType('CollectionCustomerAccess', {
  simpleResolvers: true,
  description: 'What the portal’s signed-in customers may read of a collection.',
})
export class CollectionCustomerAccessType {
  @Field(() => CustomerAccessMode, { description: 'Shared or not.' }) mode!: CustomerAccessMode;
  @Field(() => String, { nullable: true, description: 'With CUSTOMER_FIELD: the key of the CUSTOMER field that scopes it; else null.' })
  fieldKey!: string | null;
}

@InputType('SetCollectionCustomerAccessInput', {
  description: 'Share a collection with customers, or stop (REST: PUT /v1/database/customer-access).',
})
class SetCollectionCustomerAccessInput {
  @Field(() => ID, { description: 'The collection.' }) id!: string;
  @Field(() => CustomerAccessMode, { description: 'NONE, or CUSTOMER_FIELD.' }) mode!: CustomerAccessMode;
  @Field(() => String, { nullable: true, description: 'With CUSTOMER_FIELD: a CUSTOMER field of the collection.' }) fieldKey?:
    string | null;
}

@ObjectType('Collection', {
  simpleResolvers: true,
  description: 'A table of records that a builder defines inside a portal (the Database screen); its fields are the columns.',
})
export class CollectionType {
  @Field(() => ID, { description: "The collection's id (a UUID)." }) id!: string;
  @Field(() => ID, { description: 'The portal the collection belongs to.' }) portalId!: string;
  @Field(() => String, { description: 'Its name, 1 to 80 characters.' }) name!: string;
  @Field(() => String, {
    description: 'Made from the name when the collection is created (a–z, 0–9 and hyphens), unique in the portal, never changed.',
  })
  slug!: string;
  @Field(() => [CollectionFieldType], { description: 'Its columns, in display order (up to 100).' }) fields!: CollectionFieldType[];
  @Field(() => Int, { description: 'How many records it holds.' }) recordCount!: number;
  @Field(() => CollectionCustomerAccessType, { description: 'What the portal’s signed-in customers may read of it.' })
  customerAccess!: CollectionCustomerAccessType;
  @Field(() => DateTimeISO, { description: 'When the collection was created.' }) createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When its name or fields last changed: send it back as `ifUpdatedAt` to update safely.' })
  updatedAt!: Date;
}

@ObjectType('RecordLink', { simpleResolvers: true, description: 'A RELATION value resolved: the linked record and its label.' })
class RecordLinkType {
  @Field(() => String, { description: 'The key of the RELATION field that holds the link.' }) fieldKey!: string;
  @Field(() => ID, { description: 'The linked record.' }) recordId!: string;
  @Field(() => ID, { description: "The linked record's collection." }) collectionId!: string;
  @Field(() => String, {
    description: 'The linked record\'s label: the value of its collection\'s first field, as text ("Untitled" when it has none).',
  })
  label!: string;
}

@ObjectType('RecordCustomer', {
  simpleResolvers: true,
  description: 'A customer of the portal that a CUSTOMER value names, as a cell shows them.',
})
export class RecordCustomerType {
  @Field(() => String, { description: 'The key of the CUSTOMER field that holds the value.' }) fieldKey!: string;
  @Field(() => ID, { description: 'The customer (the value itself).' }) customerId!: string;
  @Field(() => String, { description: 'The customer’s name; may be empty (show the email then).' }) name!: string;
  @Field(() => String, { description: 'The customer’s email.' }) email!: string;
}

@ObjectType('CollectionRecord', { simpleResolvers: true, description: 'One row of a collection: its values keyed by field key.' })
export class CollectionRecordType {
  @Field(() => ID, { description: "The record's id (a UUID)." }) id!: string;
  @Field(() => ID, { description: 'The collection it belongs to.' }) collectionId!: string;
  @Field(() => GraphQLJSONObject, {
    description: "Values keyed by field key, each in its field type's form (see FieldType); empty values are left out.",
  })
  data!: Record<string, unknown>;
  @Field(() => [RecordLinkType], {
    description: 'The records its RELATION values point to, with their labels, so a grid can show them without another query.',
  })
  links!: RecordLinkType[];
  @Field(() => [RecordCustomerType], {
    description: 'The customers its CUSTOMER values name, with their names and emails, so a grid can show them without another query.',
  })
  customers!: RecordCustomerType[];
  @Field(() => DateTimeISO, { description: 'When the record was created; records are listed in this order unless sorted.' })
  createdAt!: Date;
  @Field(() => DateTimeISO, { description: 'When the record last changed.' }) updatedAt!: Date;
}

const CollectionRecordConnectionType = connectionType(
  'CollectionRecord',
  CollectionRecordType,
  'records of a collection that match the filter',
);

@ObjectType('DeletedRecords', { simpleResolvers: true, description: 'What a bulk delete removed.' })
class DeletedRecordsType {
  @Field(() => Int, { description: 'How many records were deleted (ids not found in the collection are not counted).' }) deleted!: number;
}

@InputType('FieldChoiceInput', { description: 'One option of a SELECT or MULTI_SELECT field.' })
class FieldChoiceInput {
  @Field(() => String, { description: '1 to 60 characters (trimmed), unique in the field without regard to case.' }) value!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'A palette name: gray, red, orange, yellow, green, teal, blue, cyan, purple or pink; the next colour of the palette when omitted.',
  })
  color?: string;
  @Field(() => String, {
    nullable: true,
    description:
      'To rename a choice of an existing field: its current value. Every record holding it gets the new value, in the same transaction; a new value that is already another choice is refused.',
  })
  renamedFrom?: string | null;
}

@InputType('CollectionFieldInput', {
  description: 'One column of a field list. Send `key` to keep an existing field (and its values); leave it out for a new one.',
})
class CollectionFieldInput {
  @Field(() => String, {
    nullable: true,
    description:
      "An existing field's key, to keep that field and its values (its label, type and rules may change); omit it for a new field, whose key is made from the label.",
  })
  key?: string;
  @Field(() => String, { description: '1 to 60 characters (trimmed), unique in the collection without regard to case.' }) label!: string;
  @Field(() => FieldType, {
    description:
      "What the field holds. Changing an existing field's type converts every stored value; the change is refused, naming how many records block it, when some would not convert.",
  })
  type!: string;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Whether every record must have a value; false when omitted. Refused while records without a value exist, unless a default fills them.',
  })
  required?: boolean;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Whether no two records may hold the same value; false when omitted. TEXT, NUMBER, EMAIL, URL, DATE, DATETIME and CUSTOMER only; refused while duplicates exist.',
  })
  unique?: boolean;
  @Field(() => [FieldChoiceInput], {
    nullable: true,
    description:
      'SELECT and MULTI_SELECT only: the options in order, up to 100. Removing an option that records hold is refused, naming how many; rename one with `renamedFrom`.',
  })
  choices?: FieldChoiceInput[];
  @Field(() => ID, {
    nullable: true,
    description: 'RELATION only, and required for it: the collection of the same portal its values point into.',
  })
  relationCollectionId?: string;
  @Field(() => GraphQLJSON, {
    nullable: true,
    description:
      "The value a new record gets when it is created without one, in the type's form (see FieldType); null or omitted for none. Not for FILE, RELATION or CUSTOMER.",
  })
  defaultValue?: unknown;
  @Field(() => NumberFormatInput, {
    nullable: true,
    description: 'NUMBER only: how its values are shown; null or omitted for plain. Refused on other types.',
  })
  numberFormat?: NumberFormatInput | null;
}

@InputType('CreateCollectionInput', { description: 'A new collection (the body of REST POST /v1/database).' })
class CreateCollectionInput {
  @Field(() => ID, { description: 'The portal to add it to; a portal holds up to 200 collections.' }) portalId!: string;
  @Field(() => String, { description: '1 to 80 characters (trimmed).' }) name!: string;
  @Field(() => [CollectionFieldInput], {
    nullable: true,
    description: 'Its columns in display order, up to 100; none when omitted (add them later with `updateCollection`).',
  })
  fields?: CollectionFieldInput[];
}

@InputType('UpdateCollectionInput', {
  description:
    'A change of a collection (the body of REST PATCH /v1/database): omitted fields keep their value; null is refused. All of it applies in one transaction, or none.',
})
class UpdateCollectionInput {
  @Field(() => ID, { description: 'The collection to change.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'The new name, 1 to 80 characters.' }) name?: string;
  @Field(() => [CollectionFieldInput], {
    nullable: true,
    description:
      'The whole field list, in order, up to 100: existing fields are matched by `key`; a field left out is deleted with its values.',
  })
  fields?: CollectionFieldInput[];
  @Field(() => String, {
    nullable: true,
    description:
      'The collection’s updatedAt as you last read it (ISO 8601, like 2026-03-31T14:30:00.000Z): if it changed since, the update is refused (CONFLICT) instead of overwriting that change.',
  })
  ifUpdatedAt?: string;
}

@InputType('RecordFilterInput', { description: 'One condition of a filter; a record must meet every condition of the list.' })
export class RecordFilterInput {
  @Field(() => String, { description: 'A field key, or createdAt / updatedAt (which take BEFORE, AFTER, GTE and LTE).' }) field!: string;
  @Field(() => FilterOp, { description: 'How to compare; which operators apply depends on the field type.' }) op!: string;
  @Field(() => GraphQLJSON, {
    nullable: true,
    description: "What to compare with, in the field type's form (see FieldType); a list for IN; none for IS_EMPTY and IS_NOT_EMPTY.",
  })
  value?: unknown;
}

@InputType('RecordSortInput', { description: 'The order of a records list.' })
export class RecordSortInput {
  @Field(() => String, { description: 'A field key, or createdAt / updatedAt.' }) field!: string;
  @Field(() => SortDirection, { nullable: true, description: 'ASC when omitted.' }) direction?: SortDirection;
}

@Resolver()
export class DatabaseResolver {
  @Query(() => [CollectionType], {
    description: 'The portal’s collections in creation order, with their fields and record counts (REST: GET /v1/database/list).',
  })
  collections(
    @Ctx() ctx: Context,
    @Arg('portalId', () => ID, { description: 'The portal; NOT_FOUND for a portal the signed-in builder may not use.' }) portalId: string,
  ) {
    return collections.listCollections(ctx, serviceInput({ portalId }, 'query'));
  }

  @Query(() => CollectionType, {
    description:
      'One collection with its fields and record count; NOT_FOUND for one the signed-in builder may not see (REST: GET /v1/database?id=).',
  })
  collection(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The collection.' }) id: string) {
    return oncePerRequest(ctx, `collection:${id}`, () => collections.getCollection(ctx, serviceInput({ id }, 'query')));
  }

  @Query(() => CollectionRecordConnectionType, {
    description:
      'One page of a collection’s records, filtered and sorted on the server (REST: GET /v1/database/records, which answers {items, nextCursor}). The total is `recordCount` with the same filter.',
  })
  records(
    @Ctx() ctx: Context,
    @Arg('collectionId', () => ID, { description: 'The collection to read.' }) collectionId: string,
    @Arg('filter', () => [RecordFilterInput], {
      nullable: true,
      description: 'Up to 20 conditions, all of which a record must meet; every record when omitted or null.',
    })
    filter: RecordFilterInput[] | undefined,
    @Arg('sort', () => [RecordSortInput], {
      nullable: true,
      description:
        'The order: 1 to 3 levels, each field once (a later level orders the ties of the ones before; one object is read as a list of one); creation order (oldest first) when omitted or null.',
    })
    sort: RecordSortInput[] | undefined,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
  ) {
    const query = serviceInput({ collectionId, filter, sort }, 'query');
    return readConnection(page, (p) => records.listRecords(ctx, { ...query, ...p }));
  }

  @Query(() => Int, {
    description:
      'How many of a collection’s records match the filter, for a total beside a paged list (REST: GET /v1/database/records/count).',
  })
  async recordCount(
    @Ctx() ctx: Context,
    @Arg('collectionId', () => ID, { description: 'The collection to count.' }) collectionId: string,
    @Arg('filter', () => [RecordFilterInput], {
      nullable: true,
      description: 'Up to 20 conditions, as for `records`; every record when omitted or null.',
    })
    filter?: RecordFilterInput[],
  ) {
    const { count } = await records.countRecords(ctx, serviceInput({ collectionId, filter }, 'query'));
    return count;
  }

  @Query(() => CollectionRecordType, {
    description: 'One record with its links; NOT_FOUND for one the signed-in builder may not see (REST: GET /v1/database/record?id=).',
  })
  record(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The record.' }) id: string) {
    return records.getRecord(ctx, serviceInput({ id }, 'query'));
  }

  @Mutation(() => CollectionType, { description: 'Creates a collection in a portal and returns it (REST: POST /v1/database).' })
  createCollection(
    @Ctx() ctx: Context,
    @Arg('input', () => CreateCollectionInput, { description: 'The portal, the name and optionally the fields.' })
    input: CreateCollectionInput,
  ) {
    return collections.createCollection(ctx, serviceInput(input));
  }

  @Mutation(() => CollectionType, {
    description:
      'Renames a collection and/or replaces its field list, converting stored values to the new fields, and returns it; refused whole (nothing changed) when a record would not fit (REST: PATCH /v1/database).',
  })
  updateCollection(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateCollectionInput, { description: 'The collection and what to change.' }) input: UpdateCollectionInput,
  ) {
    return collections.updateCollection(ctx, serviceInput(input));
  }

  @Mutation(() => CollectionType, {
    description:
      'Deletes the collection and all its records for good, and returns it as it was: recordCount says how many records went (REST: DELETE /v1/database?id=).',
  })
  deleteCollection(
    @Ctx() ctx: Context,
    @Arg('input', () => CollectionIdInput, { description: 'The collection to delete.' }) input: CollectionIdInput,
  ) {
    return collections.deleteCollection(ctx, serviceInput(input));
  }
  @Mutation(() => CollectionType, {
    description: 'Shares a collection with the portal’s signed-in customers, or stops (REST: PUT /v1/database/customer-access).',
  })
  setCollectionCustomerAccess(
    @Ctx() ctx: Context,
    @Arg('input', () => SetCollectionCustomerAccessInput, { description: 'The collection and its access.' })
    input: SetCollectionCustomerAccessInput,
  ) {
    return access.setCustomerAccess(ctx, serviceInput(input));
  }

  @Mutation(() => CollectionRecordType, {
    description:
      'Adds a record to a collection and returns it: missing values take their field’s default; a missing required value or a taken unique one is refused with the field named, and FORBIDDEN when the workspace has reached its record quota (REST: POST /v1/database/records).',
  })
  createRecord(
    @Ctx() ctx: Context,
    @Arg('input', () => CreateRecordInput, { description: 'The collection and the values.' }) input: CreateRecordInput,
  ) {
    return records.createRecord(ctx, serviceInput(input));
  }

  @Mutation(() => CollectionRecordType, {
    description:
      'Changes a record and returns it: only the keys sent change; a key sent null (or empty) is cleared (REST: PATCH /v1/database/records).',
  })
  updateRecord(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateRecordInput, { description: 'The record and the values to change.' }) input: UpdateRecordInput,
  ) {
    return records.updateRecord(ctx, serviceInput(input));
  }

  @Mutation(() => CollectionRecordType, {
    description:
      'Deletes a record for good and returns it as it was; links pointing to it are cleared (REST: DELETE /v1/database/records?id=).',
  })
  deleteRecord(@Ctx() ctx: Context, @Arg('input', () => RecordIdInput, { description: 'The record to delete.' }) input: RecordIdInput) {
    return records.deleteRecord(ctx, serviceInput(input));
  }

  @Mutation(() => DeletedRecordsType, {
    description:
      'Deletes several records of one collection at once and says how many went; links pointing to them are cleared (REST: DELETE /v1/database/records/bulk?collectionId=&ids=a,b).',
  })
  deleteRecords(
    @Ctx() ctx: Context,
    @Arg('input', () => DeleteRecordsInput, { description: 'The collection and the records to delete.' }) input: DeleteRecordsInput,
  ) {
    return records.deleteRecords(ctx, serviceInput(input));
  }
}
