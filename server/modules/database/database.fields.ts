import { z } from 'zod';
import { FIELD_TYPES, type CollectionField, type FieldChoice } from '../../../db/schema/index.js';
import { badInput, type FieldErrors } from '../../core/errors.js';
import { UUID_PATTERN } from '../../core/ids.js';
import { text } from '../../core/validation.js';
import {
  CHOICE_COLORS,
  CHOICE_EMPTY,
  CHOICE_MAX,
  CHOICE_TOO_LONG,
  checkDefaultValue,
  choiceListProblem,
  FIELD_LABEL_MAX,
  keyFromLabel,
  MAX_CHOICES,
  MAX_FIELDS,
  TOO_MANY_CHOICES,
  UNIQUE_TYPES,
} from './database.rules.js';

// The rules themselves live in database.rules.ts, which the builder app imports too.
export { keyFromLabel } from './database.rules.js';
export { CHOICE_COLORS, MAX_CHOICES, MAX_FIELDS, NO_DEFAULT, UNIQUE_TYPES } from './database.rules.js';

const KEY = /^[a-z][a-z0-9_]{0,39}$/;

const choiceInput = z.union([
  text('a choice').trim().min(1, CHOICE_EMPTY).max(CHOICE_MAX, CHOICE_TOO_LONG),
  z.strictObject({
    value: text('a choice').trim().min(1, CHOICE_EMPTY).max(CHOICE_MAX, CHOICE_TOO_LONG),
    color: z.enum(CHOICE_COLORS, `A colour is one of ${CHOICE_COLORS.join(', ')}.`).optional(),
  }),
]);

export const fieldInput = z.strictObject({
  key: text('a field key').regex(KEY, 'A field key starts with a letter and uses a–z, 0–9 and _ (at most 40).').optional(),
  label: text('a field name')
    .trim()
    .min(1, 'Please enter a field name.')
    .max(FIELD_LABEL_MAX, `A field name has at most ${FIELD_LABEL_MAX} characters.`),
  type: z.enum(FIELD_TYPES, `The type is one of ${FIELD_TYPES.join(', ')}.`),
  required: z.boolean('Required is true or false.').optional(),
  unique: z.boolean('Unique is true or false.').optional(),
  choices: z.array(choiceInput, 'Choices are a list.').max(MAX_CHOICES, TOO_MANY_CHOICES).optional(),
  relationCollectionId: z
    .string('That collection id is not valid.')
    .regex(UUID_PATTERN, 'That collection id is not valid.')
    .nullable()
    .optional(),
  defaultValue: z.unknown().optional(),
});
export type FieldInput = z.output<typeof fieldInput>;

export const fieldsInput = z.array(fieldInput, 'Send fields as a list.').max(MAX_FIELDS, `A collection has at most ${MAX_FIELDS} fields.`);

/**
 * Turns the fields a builder sent into the collection's field list: keys kept for fields that
 * exist (matched by key), made from the label for new ones; every rule checked with the path of the
 * offending field (`fields.2.choices`). `relationTargets` are the collection ids of the same portal.
 */
export function normalizeFields(input: FieldInput[], previous: CollectionField[], relationTargets: Set<string>): CollectionField[] {
  const errors: FieldErrors = {};
  const used = new Set<string>(input.flatMap((f) => (f.key ? [f.key] : [])));
  const labels = new Map<string, number>();
  const out: CollectionField[] = [];
  const previousKeys = new Set(previous.map((f) => f.key));
  input.forEach((f, i) => {
    const at = `fields.${i}`;
    const sameLabel = labels.get(f.label.toLowerCase());
    if (sameLabel !== undefined) errors[`${at}.label`] = `Two fields are called "${f.label}" — give each its own name.`;
    labels.set(f.label.toLowerCase(), i);
    // Two entries with one key would be two columns over the same values, existing key or not.
    if (f.key && input.findIndex((g) => g.key === f.key) !== i) errors[`${at}.key`] = `The key ${f.key} is used twice.`;
    let key = f.key;
    if (!key) {
      const base = keyFromLabel(f.label);
      key = base;
      for (let n = 2; used.has(key) || previousKeys.has(key); n++) key = `${base}_${n}`;
      used.add(key);
    }
    const choices = normalizeChoices(f, errors, at);
    const relationCollectionId = f.type === 'RELATION' ? (f.relationCollectionId ?? null) : null;
    if (f.type === 'RELATION') {
      if (!relationCollectionId) errors[`${at}.relationCollectionId`] = `Choose the collection that ${f.label} links to.`;
      else if (!relationTargets.has(relationCollectionId)) errors[`${at}.relationCollectionId`] = 'That collection is not in this portal.';
    }
    const unique = f.unique ?? false;
    if (unique && !UNIQUE_TYPES.has(f.type))
      errors[`${at}.unique`] = `A ${f.type} field cannot be unique; unique works for ${[...UNIQUE_TYPES].join(', ')}.`;
    const field: CollectionField = {
      key,
      label: f.label,
      type: f.type,
      required: f.required ?? false,
      unique,
      choices,
      relationCollectionId,
      defaultValue: null,
    };
    const defaultValue = checkDefaultValue(field, f.defaultValue);
    if (!defaultValue.ok) errors[`${at}.defaultValue`] = defaultValue.message;
    else field.defaultValue = defaultValue.value ?? null;
    out.push(field);
  });
  if (Object.keys(errors).length) throw badInput(errors);
  return out;
}

function normalizeChoices(f: FieldInput, errors: FieldErrors, at: string): FieldChoice[] {
  if (f.type !== 'SELECT' && f.type !== 'MULTI_SELECT') {
    if (f.choices?.length) errors[`${at}.choices`] = `Only SELECT and MULTI_SELECT fields have choices.`;
    return [];
  }
  const choices = (f.choices ?? []).map((c, i) =>
    typeof c === 'string'
      ? { value: c, color: CHOICE_COLORS[i % CHOICE_COLORS.length]! }
      : { value: c.value, color: c.color ?? CHOICE_COLORS[i % CHOICE_COLORS.length]! },
  );
  const problem = choiceListProblem(f.label, choices);
  if (problem) errors[`${at}.choices`] = problem;
  return choices;
}

export type FieldChange =
  | { kind: 'removed'; field: CollectionField }
  | { kind: 'added'; field: CollectionField; index: number }
  | { kind: 'changed'; before: CollectionField; field: CollectionField; index: number; revalidate: boolean };

/** What a new field list changes for the records already stored. */
export function diffFields(before: CollectionField[], after: CollectionField[]): FieldChange[] {
  const old = new Map(before.map((f) => [f.key, f]));
  const changes: FieldChange[] = [];
  const kept = new Set(after.map((f) => f.key));
  for (const f of before) if (!kept.has(f.key)) changes.push({ kind: 'removed', field: f });
  after.forEach((field, index) => {
    const prev = old.get(field.key);
    if (!prev) return changes.push({ kind: 'added', field, index });
    const revalidate =
      prev.type !== field.type ||
      prev.relationCollectionId !== field.relationCollectionId ||
      JSON.stringify(prev.choices.map((c) => c.value.toLowerCase()).sort()) !==
        JSON.stringify(field.choices.map((c) => c.value.toLowerCase()).sort()) ||
      prev.choices.some((c, i) => field.choices[i] && c.value !== field.choices[i]!.value);
    if (revalidate || prev.required !== field.required || prev.unique !== field.unique)
      changes.push({ kind: 'changed', before: prev, field, index, revalidate });
  });
  return changes;
}
