import { z } from 'zod';
import { FIELD_TYPES, type CollectionField, type FieldChoice } from '../../../db/schema/index.js';
import { badInput, type FieldErrors } from '../../core/errors.js';
import { UUID_PATTERN } from '../../core/ids.js';
import { text } from '../../core/validation.js';
import {
  CURRENCIES,
  DECIMALS_MESSAGE,
  MAX_DECIMALS,
  NUMBER_STYLES,
  currencyMessage,
  numberFormatProblems,
} from './database.number-format.js';
import {
  CHOICE_COLORS,
  nextChoiceColor,
  CHOICE_EMPTY,
  CHOICE_MAX,
  CHOICE_TOO_LONG,
  checkDefaultValue,
  choiceListProblem,
  choiceRenames,
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
    // Renaming: the records holding that choice get the new value, in the same transaction.
    renamedFrom: text('the choice it renames').nullable().optional(),
  }),
]);

const numberFormatInput = z.strictObject(
  {
    style: z.enum(NUMBER_STYLES, `The style is one of ${NUMBER_STYLES.join(', ')}.`),
    decimals: z
      .number(DECIMALS_MESSAGE)
      .int(DECIMALS_MESSAGE)
      .min(0, DECIMALS_MESSAGE)
      .max(MAX_DECIMALS, DECIMALS_MESSAGE)
      .nullable()
      .optional(),
    currency: z
      .string('A currency is an ISO 4217 code, like USD.')
      .transform((c) => c.trim().toUpperCase())
      .pipe(z.enum(CURRENCIES, { error: (issue) => currencyMessage(issue.input) }))
      .nullable()
      .optional(),
  },
  'A number format is an object like {"style": "CURRENCY", "currency": "USD", "decimals": 2}.',
);

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
  numberFormat: numberFormatInput.nullable().optional(),
});
export type FieldInput = z.output<typeof fieldInput>;

export const fieldsInput = z.array(fieldInput, 'Send fields as a list.').max(MAX_FIELDS, `A collection has at most ${MAX_FIELDS} fields.`);

/** A stored field as the API answers it: fields made before number formats read as having none. */
export const readField = (field: CollectionField): CollectionField & { numberFormat: CollectionField['numberFormat'] } => ({
  ...field,
  numberFormat: field.numberFormat ?? null,
});

/** Per field key, the choices renamed by a field list: stored value → new value. */
export type ChoiceRenames = Map<string, Map<string, string>>;

/**
 * Turns the fields a builder sent into the collection's field list: keys kept for fields that
 * exist (matched by key), made from the label for new ones; every rule checked with the path of the
 * offending field (`fields.2.choices`). `relationTargets` are the collection ids of the same portal.
 * Choices renamed (`renamedFrom`) are added to `renames`, for the records to follow.
 */
export function normalizeFields(
  input: FieldInput[],
  previous: CollectionField[],
  relationTargets: Set<string>,
  renames: ChoiceRenames = new Map(),
): CollectionField[] {
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
    const renamed = choiceRenames(
      f.label,
      (f.key && previous.find((p) => p.key === f.key)?.choices) || [],
      (f.choices ?? []).map((c) => (typeof c === 'string' ? { value: c } : c)),
    );
    for (const [i, problem] of Object.entries(renamed.problems)) errors[`${at}.choices.${i}`] = problem;
    if (renamed.renames.size && choices.length) renames.set(key, renamed.renames);
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
      numberFormat: normalizeNumberFormat(f, errors, at),
    };
    // A default naming a renamed choice follows the rename, like the records do.
    const defaultValue = checkDefaultValue(field, renameChoiceValue(f.defaultValue, renamed.renames));
    if (!defaultValue.ok) errors[`${at}.defaultValue`] = defaultValue.message;
    else field.defaultValue = defaultValue.value ?? null;
    out.push(field);
  });
  if (Object.keys(errors).length) throw badInput(errors);
  return out;
}

function normalizeNumberFormat(f: FieldInput, errors: FieldErrors, at: string): CollectionField['numberFormat'] {
  if (!f.numberFormat) return null;
  if (f.type !== 'NUMBER') {
    errors[`${at}.numberFormat`] = `Only NUMBER fields have a number format; send null for a ${f.type} field.`;
    return null;
  }
  const format = { style: f.numberFormat.style, decimals: f.numberFormat.decimals ?? null, currency: f.numberFormat.currency ?? null };
  for (const [part, problem] of Object.entries(numberFormatProblems(format))) errors[`${at}.numberFormat.${part}`] = problem;
  return format;
}

/** A SELECT value (or a MULTI_SELECT list) with renamed choices replaced by their new names. */
export function renameChoiceValue<T>(value: T, renames: Map<string, string> | undefined): T {
  if (!renames?.size) return value;
  if (typeof value === 'string') return (renames.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? (renames.get(v) ?? v) : v)) as T;
  return value;
}

function normalizeChoices(f: FieldInput, errors: FieldErrors, at: string): FieldChoice[] {
  if (f.type !== 'SELECT' && f.type !== 'MULTI_SELECT') {
    if (f.choices?.length) errors[`${at}.choices`] = `Only SELECT and MULTI_SELECT fields have choices.`;
    return [];
  }
  // A choice sent without a colour takes the next calm one its field does not use yet.
  const given = (f.choices ?? []).flatMap((c) => (typeof c !== 'string' && c.color ? [c.color] : []));
  const used: string[] = [...given];
  const choices = (f.choices ?? []).map((c) => {
    const value = typeof c === 'string' ? c : c.value;
    const color = (typeof c !== 'string' && c.color) || nextChoiceColor(used);
    if (typeof c === 'string' || !c.color) used.push(color);
    return { value, color };
  });
  const problem = choiceListProblem(f.label, choices);
  if (problem) errors[`${at}.choices`] = problem;
  return choices;
}

export type FieldChange =
  | { kind: 'removed'; field: CollectionField }
  | { kind: 'added'; field: CollectionField; index: number }
  | {
      kind: 'changed';
      before: CollectionField;
      field: CollectionField;
      index: number;
      revalidate: boolean;
      /** Choices renamed: the stored values to replace (old → new). */
      renames?: Map<string, string>;
    };

/** What a new field list changes for the records already stored (`renames`: from normalizeFields). */
export function diffFields(before: CollectionField[], after: CollectionField[], renames: ChoiceRenames = new Map()): FieldChange[] {
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
    const renamed = renames.get(field.key);
    if (revalidate || prev.required !== field.required || prev.unique !== field.unique)
      changes.push({ kind: 'changed', before: prev, field, index, revalidate, ...(renamed?.size ? { renames: renamed } : {}) });
  });
  return changes;
}
