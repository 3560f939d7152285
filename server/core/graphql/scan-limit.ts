import { GraphQLError, type ValidationRule } from 'graphql';

/** The fields that read a collection's records (a page, a count): what one request may do a few times. */
export const SCANNING_FIELDS: ReadonlySet<string> = new Set(['records', 'recordCount', 'customerRecords']);

/**
 * graphql-armor's cost counts fields, not what they read: `recordCount` costs as much as a name,
 * yet aliased fifteen times it is fifteen reads of a whole collection in one request. This rule
 * charges what can scan: at most `max` record pages or counts per operation.
 */
export function scanLimitRule(max: number): ValidationRule {
  return (context) => {
    let scans = 0;
    return {
      Field(node) {
        if (!SCANNING_FIELDS.has(node.name.value) || context.getParentType()?.name !== 'Query') return;
        scans++;
        if (scans === max + 1) {
          context.reportError(
            new GraphQLError(
              `This request reads records more than ${max} times (pages and counts). Ask for at most ${max} in one request, or send several.`,
              { nodes: [node] },
            ),
          );
        }
      },
    };
  };
}
