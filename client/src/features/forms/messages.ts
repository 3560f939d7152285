/**
 * The generic form messages (seed §5). `${label}` and the limits are filled in by `formatMessage`.
 */
export const FORM_MESSAGES = {
  required: 'Please enter ${label}',
  types: 'Please enter a valid ${type}',
  string: {
    len: '${label} must be exactly ${len} characters',
    min: '${label} must be at least ${min} characters',
    max: '${label} cannot be longer than ${max} characters',
    range: '${label} must be between ${min} and ${max} characters',
  },
  number: {
    len: '${label} must equal ${len}',
    min: '${label} cannot be less than ${min}',
    max: '${label} cannot be greater than ${max}',
    range: '${label} must be between ${min} and ${max}',
  },
  pattern: { mismatch: '${label} does not match the pattern ${pattern}' },
} as const;

export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\$\{(\w+)\}/g, (_m, key: string) => String(values[key] ?? ''));
}

export interface FieldRules {
  required?: boolean;
  type?: 'email' | 'url' | 'number';
  min?: number;
  max?: number;
  len?: number;
  pattern?: RegExp;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_RE = /^https?:\/\/\S+$/;

/**
 * The message for a value that breaks the field's rules, or null when it keeps them: the rules of
 * every form, with or without react-hook-form (the sign-in screen validates without it).
 */
export function ruleViolation(label: string, rules: FieldRules, raw: unknown): string | null {
  const values = {
    label,
    min: rules.min ?? '',
    max: rules.max ?? '',
    len: rules.len ?? '',
    type: rules.type ?? '',
    pattern: String(rules.pattern ?? ''),
  };
  const msg = (template: string) => formatMessage(template, values);
  const value = raw === undefined || raw === null ? '' : String(raw);
  if (value === '') return rules.required ? msg(FORM_MESSAGES.required) : null;
  const isNumber = rules.type === 'number';
  if (rules.type === 'email' && !EMAIL.test(value)) return msg(FORM_MESSAGES.types);
  if (rules.type === 'url' && !URL_RE.test(value)) return msg(FORM_MESSAGES.types);
  if (isNumber && Number.isNaN(Number(value))) return msg(FORM_MESSAGES.types);
  const size = isNumber ? Number(value) : value.length;
  const table = isNumber ? FORM_MESSAGES.number : FORM_MESSAGES.string;
  if (rules.len !== undefined && size !== rules.len) return msg(table.len);
  if (rules.min !== undefined && rules.max !== undefined && (size < rules.min || size > rules.max)) return msg(table.range);
  if (rules.min !== undefined && size < rules.min) return msg(table.min);
  if (rules.max !== undefined && size > rules.max) return msg(table.max);
  if (rules.pattern && !rules.pattern.test(value)) return msg(FORM_MESSAGES.pattern.mismatch);
  return null;
}

/** react-hook-form rules for a field, every message from FORM_MESSAGES. */
export function fieldRules(label: string, rules: FieldRules) {
  return {
    required: rules.required ? formatMessage(FORM_MESSAGES.required, { label }) : false,
    validate: (raw: unknown) => (raw === undefined || raw === null || raw === '' ? true : (ruleViolation(label, rules, raw) ?? true)),
  };
}
