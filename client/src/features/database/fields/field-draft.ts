import type { CollectionFieldInput, FieldType, NumberStyle } from '../../../gql/graphql';
import { numberFormatProblems } from '../../../../../server/modules/database/database.number-format';
import { dateExample, dateText, dateTimeExample, dateTimeText, parseDateText, parseDateTimeText } from '../editors/date-text';
import type { Field } from '../types';
import {
  canBeUnique,
  canHaveDefault,
  checkDefaultValue,
  choiceListProblem,
  choiceRenames,
  choiceValueProblem,
  hasChoices,
  MAX_CHOICES,
  TOO_MANY_CHOICES,
} from '../rules';

/** What the field editor's form holds; the default value has one slot per kind of input. */
export interface FieldDraft {
  label: string;
  type: FieldType;
  required: boolean;
  unique: boolean;
  /** `from`: the choice's value as stored ('' for a choice added here), so a new value is a rename. */
  choices: Array<{ value: string; color: string; from: string }>;
  relationCollectionId: string;
  /** NUMBER: its format; `decimals` '' for the style's own places. */
  numberFormat: { style: NumberStyle; decimals: string; currency: string };
  defaultText: string;
  defaultChecked: boolean;
  defaultList: string[];
}

/** The controls of the editor a server detail (`fields.3.choices`) can land under. */
export const FIELD_CONTROLS = [
  'label',
  'type',
  'required',
  'unique',
  'choices',
  'relationCollectionId',
  'defaultValue',
  'numberFormat',
] as const;
export type FieldControl = (typeof FIELD_CONTROLS)[number];

/** An existing field as the server wants it back: with its key, every setting kept as it is. */
export function toFieldInput(field: Field): CollectionFieldInput {
  return {
    key: field.key,
    label: field.label,
    type: field.type,
    required: field.required,
    unique: field.unique,
    ...(hasChoices(field.type) ? { choices: field.choices.map(({ value, color }) => ({ value, color })) } : {}),
    ...(field.type === 'RELATION' ? { relationCollectionId: field.relationCollectionId } : {}),
    defaultValue: field.defaultValue ?? null,
    ...(field.type === 'NUMBER' && field.numberFormat
      ? {
          numberFormat: {
            style: field.numberFormat.style,
            decimals: field.numberFormat.decimals ?? null,
            currency: field.numberFormat.currency ?? null,
          },
        }
      : {}),
  };
}

/**
 * The zone a default date and time is typed in: this browser's (a default is a moment, the same for
 * every record; the builder reads it where they are).
 */
export const defaultZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** How the default-value input shows a date and what it suggests, as a cell of that type would. */
export function defaultDateText(type: FieldType, value: string): string {
  if (type === 'DATE') return dateText(value);
  if (type === 'DATETIME') return dateTimeText(value, defaultZone());
  return value;
}
export const defaultDateExample = (type: FieldType) => (type === 'DATETIME' ? dateTimeExample(defaultZone()) : dateExample());

export function draftFromField(field: Field | undefined): FieldDraft {
  if (!field) {
    return {
      label: '',
      type: 'TEXT',
      required: false,
      unique: false,
      choices: [],
      relationCollectionId: '',
      numberFormat: { style: 'PLAIN', decimals: '', currency: '' },
      defaultText: '',
      defaultChecked: false,
      defaultList: [],
    };
  }
  const value = field.defaultValue;
  let defaultText = '';
  if (typeof value === 'string') defaultText = defaultDateText(field.type, value);
  else if (typeof value === 'number') defaultText = String(value);
  return {
    label: field.label,
    type: field.type,
    required: field.required,
    unique: field.unique,
    choices: field.choices.map(({ value: v, color }) => ({ value: v, color, from: v })),
    relationCollectionId: field.relationCollectionId ?? '',
    numberFormat: {
      style: field.numberFormat?.style ?? 'PLAIN',
      decimals: field.numberFormat?.decimals == null ? '' : String(field.numberFormat.decimals),
      currency: field.numberFormat?.currency ?? '',
    },
    defaultText,
    defaultChecked: value === true,
    defaultList: Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [],
  };
}

/**
 * The default value as the inputs show it, before the server's rules judge it: a choice no longer
 * in the list is not shown as picked, so it is not sent; a datetime-local moment is the builder's
 * local time, sent with its zone.
 */
function shownDefault(draft: FieldDraft): unknown {
  // A default naming a choice being renamed follows the rename, as the server does.
  const renamed = (v: string) => draft.choices.find((c) => c.from && c.from === v)?.value.trim() ?? v;
  const text = renamed(draft.defaultText.trim());
  const choiceValues = draft.choices.map((c) => c.value.trim());
  switch (draft.type) {
    case 'BOOLEAN':
      return draft.defaultChecked ? true : null;
    case 'MULTI_SELECT':
      return draft.defaultList.map(renamed).filter((v) => choiceValues.includes(v));
    case 'SELECT':
      return choiceValues.includes(text) ? text : null;
    // Typed as a cell shows them; what does not read as one goes as typed, for the message below.
    case 'DATE':
      return text ? (parseDateText(text) ?? text) : text;
    case 'DATETIME':
      return text ? (parseDateTimeText(text, defaultZone()) ?? text) : text;
    case 'LONG_TEXT':
      return draft.defaultText;
    default:
      return text;
  }
}

/** The draft's default value judged by the server's own rule (database.rules.ts): the value it stores, or its sentence. */
function checkedDefault(draft: FieldDraft) {
  const unique = draft.unique && canBeUnique(draft.type);
  // The input is hidden then: whatever it held is not sent.
  if (!canHaveDefault(draft.type, unique)) return { ok: true as const, value: undefined };
  const choices = draft.choices.map((c) => ({ value: c.value.trim(), color: c.color }));
  return checkDefaultValue({ label: draft.label.trim(), type: draft.type, choices, unique }, shownDefault(draft));
}

/** The default value to send, as the server would store it (null when none, not allowed or refused). */
export function draftDefaultValue(draft: FieldDraft): unknown {
  const result = checkedDefault(draft);
  return result.ok ? (result.value ?? null) : null;
}

/** Why the server would refuse the draft's default value, in its own words; '' when it would not. */
export function defaultValueProblem(draft: FieldDraft): string {
  // A date the builder typed is explained in the form they typed it, not the stored ISO form.
  const text = canHaveDefault(draft.type, draft.unique && canBeUnique(draft.type)) ? draft.defaultText.trim() : '';
  if (text && draft.type === 'DATE' && !parseDateText(text)) return `The default must be a date like ${dateExample()} (or 2026-03-31).`;
  if (text && draft.type === 'DATETIME' && !parseDateTimeText(text, defaultZone()))
    return `The default must be a date and time like ${dateTimeExample(defaultZone())}.`;
  const result = checkedDefault(draft);
  return result.ok ? '' : result.message;
}

export function inputFromDraft(draft: FieldDraft, key: string | undefined): CollectionFieldInput {
  return {
    ...(key ? { key } : {}),
    label: draft.label.trim(),
    type: draft.type,
    required: draft.required,
    unique: draft.unique && canBeUnique(draft.type),
    ...(hasChoices(draft.type)
      ? {
          choices: draft.choices.map((c) => ({
            value: c.value.trim(),
            color: c.color,
            ...(c.from && c.from !== c.value.trim() ? { renamedFrom: c.from } : {}),
          })),
        }
      : {}),
    ...(draft.type === 'RELATION' ? { relationCollectionId: draft.relationCollectionId || null } : {}),
    defaultValue: draftDefaultValue(draft),
    ...(draft.type === 'NUMBER' ? { numberFormat: draftNumberFormat(draft) } : {}),
  };
}

/** The draft's number format as the API takes it: null for plain. */
export function draftNumberFormat(draft: FieldDraft) {
  const { style, decimals, currency } = draft.numberFormat;
  if (style === 'PLAIN') return null;
  return { style, decimals: decimals === '' ? null : Number(decimals), currency: style === 'CURRENCY' ? currency || null : null };
}

/** What the server would say about the number format (its rules), before sending. */
export function numberFormatProblem(draft: FieldDraft): string {
  const format = draftNumberFormat(draft);
  if (draft.type !== 'NUMBER' || !format) return '';
  return Object.values(numberFormatProblems(format))[0] ?? '';
}

/**
 * The problems of renamed choices, by choice index, in the server's words (database.rules.ts): a
 * new name that is another current choice of the field.
 */
export function choiceRenameProblems(draft: FieldDraft, previous: Field | undefined): Record<number, string> {
  if (!hasChoices(draft.type) || !previous || !hasChoices(previous.type)) return {};
  const next = draft.choices.map((c) => ({ value: c.value.trim(), renamedFrom: c.from && c.from !== c.value.trim() ? c.from : null }));
  return choiceRenames(draft.label.trim(), previous.choices, next).problems;
}

/** What the server would say about the choices, said before sending (its rules, database.rules.ts). */
export function choicesProblem(draft: FieldDraft): string {
  if (!hasChoices(draft.type)) return '';
  if (draft.choices.length > MAX_CHOICES) return TOO_MANY_CHOICES;
  for (const c of draft.choices) {
    const problem = choiceValueProblem(c.value);
    if (problem) return problem;
  }
  return choiceListProblem(
    draft.label.trim(),
    draft.choices.map((c) => ({ value: c.value.trim() })),
  );
}

/**
 * Sorts the server's details (`fields.3.choices.1.value`) into those about the field at `index`,
 * by control, and the rest (another field, the whole list), which the dialog shows as a sentence.
 */
export function detailsAt(details: Record<string, string> | undefined, index: number) {
  const byControl: Partial<Record<FieldControl, string>> = {};
  /** `fields.3.choices.1`: about one choice, shown under it. */
  const byChoice: Record<number, string> = {};
  const other: string[] = [];
  for (const [key, text] of Object.entries(details ?? {})) {
    const [root, at, control, choice] = key.split('.');
    if (root === 'fields' && Number(at) === index && control === 'choices' && choice !== undefined && /^\d+$/.test(choice))
      byChoice[Number(choice)] ??= text;
    else if (root === 'fields' && Number(at) === index && (FIELD_CONTROLS as readonly string[]).includes(control ?? ''))
      byControl[control as FieldControl] ??= text;
    else other.push(text);
  }
  return { byControl, byChoice, other };
}
