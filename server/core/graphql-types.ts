import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';

/** The answer of every live availability check (username, slug, sub-domain). */
@ObjectType('Availability', {
  simpleResolvers: true,
  description:
    'The answer of a live availability check (a username, a portal slug or sub-domain), for a form to show as the builder types.',
})
export class AvailabilityType {
  @Field(() => Boolean, { description: 'Whether the value is valid and free to take (or already the caller’s own).' }) available!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'A sentence to show: why it is not available (with a free suggestion when it is taken), or a note when it is, like "This is your current username"; null when there is nothing to say.',
  })
  reason!: string | null;
}

/**
 * The schema's `DateTimeISO`: graphql-scalars' scalar, with a fast path for what Portico's own
 * services hand it — a Date, or ISO text that PostgreSQL wrote in JavaScript's `toISOString` form
 * (record pages) — which the original parses and re-checks for every value (4 % of a records page's
 * CPU in the bench profile). Anything else goes through the original, unchanged.
 */
const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const DateTimeISO = new GraphQLScalarType({
  ...GraphQLDateTimeISO.toConfig(),
  description: 'A moment in time as ISO 8601 text (RFC 3339 date-time), in UTC with milliseconds, like 2026-03-31T14:30:00.000Z.',
  serialize(value: unknown) {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    if (typeof value === 'string' && CANONICAL.test(value)) return value;
    return GraphQLDateTimeISO.serialize(value);
  },
});
