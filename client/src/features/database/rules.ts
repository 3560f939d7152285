import type { FieldType, FilterOp } from '../../gql/graphql';
import { OPS_BY_TYPE } from '../../../../server/modules/database/database.rules';

/**
 * The server's own field rules (server/modules/database/database.rules.ts), imported by the build
 * rather than copied: what the field editor and the filter bar offer and say is what the API
 * accepts and answers.
 */
export {
  canBeUnique,
  canHaveDefault,
  CHOICE_COLORS,
  checkDefaultValue,
  choiceRenames,
  coerceScalarValue,
  choiceListProblem,
  choiceValueProblem,
  CHOICE_MAX,
  COLLECTION_NAME_MAX,
  FIELD_LABEL_MAX,
  hasChoices,
  keyFromLabel,
  MAX_BULK_DELETE,
  MAX_CHOICES,
  MAX_IMPORT_BYTES,
  MAX_SORTS,
  nextChoiceColor,
  TOO_MANY_CHOICES,
  VIEW_NAME_MAX,
} from '../../../../server/modules/database/database.rules';

/** The operators the server takes for a type, in its order, as GraphQL's FilterOp. */
export const opsForType = (type: FieldType): FilterOp[] => OPS_BY_TYPE[type].map((op) => op.toUpperCase() as FilterOp);
