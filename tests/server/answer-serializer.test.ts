import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { compileAnswerSerializer } from '../../server/core/graphql/answer-serializer.js';

// The GraphQL fast path writes answers with this serializer; Apollo writes them with JSON.stringify.
// The two must give the same bytes for every value a query can produce.
const DateTimeISO = new GraphQLScalarType({ name: 'DateTimeISO', serialize: (v) => v });
const JSONObject = new GraphQLScalarType({ name: 'JSONObject', serialize: (v) => v });
const Mode = new GraphQLEnumType({ name: 'Mode', values: { LIGHT: {}, DARK: {} } });
const Theme = new GraphQLObjectType({ name: 'Theme', fields: { color: { type: GraphQLString }, mode: { type: Mode } } });
const Item = new GraphQLObjectType({
  name: 'Item',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: GraphQLString },
    count: { type: GraphQLInt },
    ratio: { type: GraphQLFloat },
    done: { type: GraphQLBoolean },
    at: { type: DateTimeISO },
    data: { type: JSONObject },
    tags: { type: new GraphQLList(GraphQLString) },
    theme: { type: Theme },
  },
});
const Other = new GraphQLObjectType({ name: 'Other', fields: { id: { type: GraphQLID } } });
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      items: { type: new GraphQLList(Item) },
      either: { type: new GraphQLUnionType({ name: 'Either', types: [Item, Other] }) },
    },
  }),
});

const serializer = (query: string) => compileAnswerSerializer(schema, parse(query), undefined);

describe('the compiled answer serializer', () => {
  it('writes the same bytes as JSON.stringify, for text, numbers, nulls, scalars of ours and nested objects', () => {
    const write = serializer(
      `query { items { id name count ratio done at data tags theme { color mode } ...More second: name } } fragment More on Item { __typename name }`,
    );
    expect(write).not.toBeNull();
    const data = {
      items: [
        {
          id: 'a',
          name: 'Quote " backslash \\ tab \t newline \n line sep \u2028 emoji 😀 NUL-free control \u0001 </script>',
          count: -0,
          ratio: 1e21,
          done: false,
          at: '2026-11-25T20:00:00.000Z',
          data: { nested: { list: [1, 'two', null, { three: true }] }, 'key "quoted"': 0.1 + 0.2 },
          tags: ['x', null, ''],
          theme: { color: '#4f46e5', mode: 'DARK' },
          __typename: 'Item',
          second: 'name again',
        },
        {
          id: 'b',
          name: null,
          count: 2147483647,
          ratio: -1.5e-7,
          done: true,
          at: null,
          data: null,
          tags: null,
          theme: null,
          __typename: 'Item',
          second: null,
        },
        null,
      ],
    };
    expect(write!({ data })).toBe(JSON.stringify({ data }));
    expect(write!({ data: { items: [] } })).toBe(JSON.stringify({ data: { items: [] } }));
    expect(write!({ data: { items: null } })).toBe(JSON.stringify({ data: { items: null } }));
  });

  it('leaves to JSON.stringify what it cannot order in advance: unions, @skip and @include', () => {
    expect(serializer(`query { either { ... on Item { id } ... on Other { id } } }`)).toBeNull();
    expect(serializer(`query ($s: Boolean!) { items { id name @skip(if: $s) } }`)).toBeNull();
    expect(serializer(`mutation { items { id } }`)).toBeNull();
  });
});
