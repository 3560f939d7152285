import type { CollectionFieldInput, FieldType } from '../../../gql/graphql';
import type { Field } from '../types';
import {
  canBeUnique,
  canHaveDefault,
  checkDefaultValue,
  choiceListProblem,
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
  choices: Array<{ value: string; color: string }>;
  relationCollectionId: string;
  defaultText: string;
  defaultChecked: boolean;
  defaultList: string[];
}

/** The controls of the editor a server detail (`fields.3.choices`) can land under. */
export const FIELD_CONTROLS = ['label', 'type', 'required', 'unique', 'choices', 'relationCollectionId', 'defaultValue'] as const;
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
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as the value of a datetime-local input, in the builder's own time zone. */
export function isoToLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function draftFromField(field: Field | undefined): FieldDraft {
  if (!field) {
    return {
      label: '',
      type: 'TEXT',
      required: false,
      unique: false,
      choices: [],
      relationCollectionId: '',
      defaultText: '',
      defaultChecked: false,
      defaultList: [],
    };
  }
  const value = field.defaultValue;
  let defaultText = '';
  if (typeof value === 'string') defaultText = field.type === 'DATETIME' ? isoToLocalInput(value) : value;
  else if (typeof value === 'number') defaultText = String(value);
  return {
    label: field.label,
    type: field.type,
    required: field.required,
    unique: field.unique,
    choices: field.choices.map(({ value: v, color }) => ({ value: v, color })),
    relationCollectionId: field.relationCollectionId ?? '',
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
  const text = draft.defaultText.trim();
  const choiceValues = draft.choices.map((c) => c.value.trim());
  switch (draft.type) {
    case 'BOOLEAN':
      return draft.defaultChecked ? true : null;
    case 'MULTI_SELECT':
      return draft.defaultList.filter((v) => choiceValues.includes(v));
    case 'SELECT':
      return choiceValues.includes(text) ? text : null;
    case 'DATETIME': {
      const moment = new Date(text);
      return text && !Number.isNaN(moment.getTime()) ? moment.toISOString() : text;
    }
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
    ...(hasChoices(draft.type) ? { choices: draft.choices.map((c) => ({ value: c.value.trim(), color: c.color })) } : {}),
    ...(draft.type === 'RELATION' ? { relationCollectionId: draft.relationCollectionId || null } : {}),
    defaultValue: draftDefaultValue(draft),
  };
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
  const other: string[] = [];
  for (const [key, text] of Object.entries(details ?? {})) {
    const [root, at, control] = key.split('.');
    if (root === 'fields' && Number(at) === index && (FIELD_CONTROLS as readonly string[]).includes(control ?? ''))
      byControl[control as FieldControl] ??= text;
    else other.push(text);
  }
  return { byControl, other };
}
