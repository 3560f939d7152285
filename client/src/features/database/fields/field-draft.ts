import type { CollectionFieldInput, FieldType } from '../../../gql/graphql';
import type { Field } from '../types';
import { canBeUnique, canHaveDefault, hasChoices } from './field-types';

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
    return { label: '', type: 'TEXT', required: false, unique: false, choices: [], relationCollectionId: '', defaultText: '', defaultChecked: false, defaultList: [] };
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

/** The default value the draft stands for, as JSON (null when none or not allowed). */
export function draftDefaultValue(draft: FieldDraft): unknown {
  const unique = draft.unique && canBeUnique(draft.type);
  if (!canHaveDefault(draft.type, unique)) return null;
  const text = draft.defaultText.trim();
  const choiceValues = draft.choices.map((c) => c.value.trim());
  switch (draft.type) {
    case 'BOOLEAN':
      return draft.defaultChecked ? true : null;
    case 'MULTI_SELECT': {
      const list = draft.defaultList.filter((v) => choiceValues.includes(v));
      return list.length ? list : null;
    }
    case 'SELECT':
      return text && choiceValues.includes(text) ? text : null;
    case 'NUMBER':
      return text ? Number(text) : null;
    case 'DATETIME':
      return text ? new Date(text).toISOString() : null;
    case 'LONG_TEXT':
      return draft.defaultText.trim() ? draft.defaultText : null;
    default:
      return text || null;
  }
}

/** Why the draft's default value cannot be used, in the generic form-message style; '' when fine. */
export function defaultValueProblem(draft: FieldDraft): string {
  const text = draft.defaultText.trim();
  if (!text || !canHaveDefault(draft.type, draft.unique && canBeUnique(draft.type))) return '';
  if (draft.type === 'NUMBER' && !Number.isFinite(Number(text))) return 'Please enter a valid number';
  if (draft.type === 'EMAIL' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return 'Please enter a valid email';
  if (draft.type === 'URL' && !/^https?:\/\/\S+$/.test(text)) return 'Please enter a valid url';
  if (draft.type === 'DATETIME' && Number.isNaN(new Date(text).getTime())) return 'Please enter a valid date and time';
  return '';
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

/** Problems with the choices the server would refuse anyway, said before sending. */
export function choicesProblem(draft: FieldDraft): string {
  if (!hasChoices(draft.type)) return '';
  if (draft.choices.length === 0) return `Add at least one choice to ${draft.label.trim() || 'this field'}.`;
  const seen = new Set<string>();
  for (const [i, c] of draft.choices.entries()) {
    const value = c.value.trim();
    if (!value) return `Choice ${i + 1} is empty: name it or remove it.`;
    if (value.length > 60) return `A choice has at most 60 characters ("${value.slice(0, 20)}…").`;
    if (/[;,]/.test(value)) return `A choice cannot contain a comma or semicolon ("${value}"): they separate choices in CSV files.`;
    if (seen.has(value.toLowerCase())) return `The choice "${value}" is listed twice.`;
    seen.add(value.toLowerCase());
  }
  return '';
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
    if (root === 'fields' && Number(at) === index && (FIELD_CONTROLS as readonly string[]).includes(control ?? '')) byControl[control as FieldControl] ??= text;
    else other.push(text);
  }
  return { byControl, other };
}
