import type { IconType } from 'react-icons';
import {
  LuALargeSmall,
  LuAtSign,
  LuCalendar,
  LuCalendarClock,
  LuCircleChevronDown,
  LuHash,
  LuLink,
  LuList,
  LuPaperclip,
  LuSquareCheck,
  LuText,
  LuUserRound,
  LuWaypoints,
} from 'react-icons/lu';
import type { FieldType } from '../../gql/graphql';
import type { Field } from './types';

export const FIELD_ICONS: Record<FieldType, IconType> = {
  TEXT: LuALargeSmall,
  LONG_TEXT: LuText,
  NUMBER: LuHash,
  BOOLEAN: LuSquareCheck,
  DATE: LuCalendar,
  DATETIME: LuCalendarClock,
  EMAIL: LuAtSign,
  URL: LuLink,
  SELECT: LuCircleChevronDown,
  MULTI_SELECT: LuList,
  FILE: LuPaperclip,
  RELATION: LuWaypoints,
  CUSTOMER: LuUserRound,
};

export const FIELD_TYPE_NAMES: Record<FieldType, string> = {
  TEXT: 'Text',
  LONG_TEXT: 'Long text',
  NUMBER: 'Number',
  BOOLEAN: 'Checkbox',
  DATE: 'Date',
  DATETIME: 'Date and time',
  EMAIL: 'Email',
  URL: 'Link',
  SELECT: 'Single select',
  MULTI_SELECT: 'Multiple select',
  FILE: 'File',
  RELATION: 'Linked record',
  CUSTOMER: 'Customer',
};

const WIDTHS: Record<FieldType, number> = {
  TEXT: 200,
  LONG_TEXT: 260,
  NUMBER: 130,
  BOOLEAN: 110,
  DATE: 140,
  DATETIME: 190,
  EMAIL: 220,
  URL: 220,
  SELECT: 160,
  MULTI_SELECT: 220,
  FILE: 200,
  RELATION: 190,
  CUSTOMER: 150,
};

export const defaultWidth = (field: Field) => WIDTHS[field.type];

/**
 * Types whose editor starts with the key typed on the cell, like a spreadsheet: the first letter of
 * the text (dates are typed as text too), or of a choice picker's search.
 */
export const TYPED_INTO: ReadonlySet<FieldType> = new Set([
  'TEXT',
  'LONG_TEXT',
  'NUMBER',
  'EMAIL',
  'URL',
  'CUSTOMER',
  'RELATION',
  'DATE',
  'DATETIME',
  'SELECT',
  'MULTI_SELECT',
]);

/** FILE values come from uploads elsewhere; the grid shows and clears them but does not pick files. */
export const isEditable = (field: Field) => field.type !== 'FILE';
