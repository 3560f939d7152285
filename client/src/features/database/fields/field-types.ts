import type { IconType } from 'react-icons';
import type { FieldType } from '../../../gql/graphql';
// The grid's icons and names for each type, so a column header and the field dialogs look alike.
import { FIELD_ICONS, FIELD_TYPE_NAMES } from '../field-types';
import type { CHOICE_COLORS } from '../rules';

export interface FieldTypeInfo {
  type: FieldType;
  label: string;
  /** One line, shown under the name in the type picker. */
  description: string;
  icon: IconType;
}

const DESCRIPTIONS: Array<[FieldType, string]> = [
  ['TEXT', 'A short line: a name, a reference, a city.'],
  ['LONG_TEXT', 'Paragraphs: notes, descriptions, comments.'],
  ['NUMBER', 'Amounts, quantities, scores, with decimals if needed.'],
  ['BOOLEAN', 'Yes or no: done, paid, approved.'],
  ['DATE', 'A day of the calendar, without a time.'],
  ['DATETIME', 'A moment, stored with its time zone.'],
  ['EMAIL', 'An email address, checked when entered.'],
  ['URL', 'A web address starting with https://.'],
  ['SELECT', 'One choice from a list of coloured options.'],
  ['MULTI_SELECT', 'Any number of choices from a list.'],
  ['FILE', 'A document or image uploaded to Portico.'],
  ['RELATION', 'A record of another collection of this portal.'],
  ['CUSTOMER', 'One of the portal’s customers.'],
];

/** The types in the order a builder most often needs them. */
export const FIELD_TYPES: FieldTypeInfo[] = DESCRIPTIONS.map(([type, description]) => ({
  type,
  label: FIELD_TYPE_NAMES[type],
  description,
  icon: FIELD_ICONS[type],
}));

const BY_TYPE = new Map(FIELD_TYPES.map((t) => [t.type, t]));

export function fieldTypeInfo(type: FieldType): FieldTypeInfo {
  return BY_TYPE.get(type) ?? FIELD_TYPES[0]!;
}

/** The palette a choice's colour comes from is the server's (Chakra colour palettes of the same names). */
export type ChoiceColor = (typeof CHOICE_COLORS)[number];

/** A colour for a new choice: the first calm one no other choice uses yet (the server's order, so the API and an import pick the same). */
export { nextChoiceColor } from '../rules';

export const colorName = (color: string) => color.charAt(0).toUpperCase() + color.slice(1);
