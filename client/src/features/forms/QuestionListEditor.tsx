import { Button, Checkbox, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { FieldType } from '../../gql/graphql';
import { FIELD_TYPE_NAMES } from '../database/field-types';
import { QUESTION_TYPES } from '../../../../server/modules/service/service.rules';
import { FIELD_LABEL_MAX, keyFromLabel } from '../database/rules';

/** A question as a FORM step or a service keeps it: the FORM step registry's field. */
export interface Question {
  key?: string;
  label: string;
  type: FieldType;
  required?: boolean;
  choices?: string[];
}

/** What a form may ask: every type of the database but links and customers — a booking question's types, and FILE (one or more uploads). */
export const FORM_TYPES = [...QUESTION_TYPES, 'FILE'] as FieldType[];

const hasChoices = (t: FieldType) => t === 'SELECT' || t === 'MULTI_SELECT';

/**
 * The questions of a form, in order: label, type, required, choices; move and remove. A workflow's
 * FORM step and a service's booking form both edit their questions here (`noun` names them: "Field"
 * in a form step, "Question" on a service). `errors` are the server's, by `<index>.<part>`.
 */
export function QuestionListEditor({
  questions,
  onChange,
  types,
  noun,
  empty,
  errors = {},
  max,
  disabled = false,
}: {
  questions: Question[];
  onChange: (questions: Question[]) => void;
  types: FieldType[];
  noun: 'Field' | 'Question';
  empty: string;
  errors?: Record<string, string>;
  max?: number;
  disabled?: boolean;
}) {
  const word = noun.toLowerCase();
  const setAt = (i: number, patch: Partial<Question>) => onChange(questions.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  // A question added here takes its key from its label until the editor closes: the key is what a
  // condition reads, what matches a collection's field and what names a booking's answer.
  const fresh = useRef(new Set<string>());
  const freeKey = (label: string, except?: string) => {
    const taken = new Set(questions.map((q) => q.key).filter((k) => k && k !== except));
    const base = keyFromLabel(label || 'question');
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
    return key;
  };
  const relabel = (i: number, label: string) => {
    const q = questions[i]!;
    if (q.key && fresh.current.has(q.key)) {
      const key = freeKey(label, q.key);
      fresh.current.delete(q.key);
      fresh.current.add(key);
      setAt(i, { label, key });
    } else setAt(i, { label });
  };
  const add = () => {
    const label = `Question ${questions.length + 1}`;
    const key = freeKey(label);
    fresh.current.add(key);
    onChange([...questions, { key, label, type: 'TEXT' as FieldType }]);
  };
  const move = (i: number, by: number) => {
    const next = [...questions];
    const [q] = next.splice(i, 1);
    next.splice(i + by, 0, q!);
    onChange(next);
  };
  const full = max !== undefined && questions.length >= max;

  return (
    <Stack gap="3">
      {questions.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      )}
      {errors[''] && (
        <Text fontSize="sm" color="fg.error">
          {errors['']}
        </Text>
      )}
      {questions.map((q, i) => (
        <Stack key={i} gap="2" p="3" borderWidth="1px" borderRadius="md" role="group" aria-label={`${noun} ${i + 1}`}>
          <Field.Root invalid={Boolean(errors[`${i}.label`])} disabled={disabled}>
            <HStack gap="2" w="full">
              <Input
                size="sm"
                aria-label={`${noun} ${i + 1} label`}
                value={q.label}
                maxLength={FIELD_LABEL_MAX}
                onChange={(e) => relabel(i, e.target.value)}
              />
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Move ${q.label || word} up`}
                disabled={disabled || i === 0}
                onClick={() => move(i, -1)}
              >
                <LuArrowUp />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Move ${q.label || word} down`}
                disabled={disabled || i === questions.length - 1}
                onClick={() => move(i, 1)}
              >
                <LuArrowDown />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Remove ${q.label || word}`}
                disabled={disabled}
                onClick={() => onChange(questions.filter((_, j) => j !== i))}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
            {errors[`${i}.label`] && <Field.ErrorText>{errors[`${i}.label`]}</Field.ErrorText>}
          </Field.Root>
          {/* Not a Field.Root: its ids would go to both the select and the check box, and a click on "Required" to the select. */}
          <Stack gap="1">
            <HStack gap="3" w="full">
              <NativeSelect.Root size="sm" flex="1">
                <NativeSelect.Field
                  aria-label={`${noun} ${i + 1} type`}
                  value={q.type}
                  onChange={(e) => setAt(i, { type: e.target.value as FieldType })}
                >
                  {types.map((t) => (
                    <option key={t} value={t}>
                      {FIELD_TYPE_NAMES[t]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Checkbox.Root
                size="sm"
                checked={Boolean(q.required)}
                disabled={disabled}
                onCheckedChange={(e) => setAt(i, { required: Boolean(e.checked) })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Required</Checkbox.Label>
              </Checkbox.Root>
            </HStack>
            {errors[`${i}.type`] && (
              <Text fontSize="xs" color="fg.error">
                {errors[`${i}.type`]}
              </Text>
            )}
          </Stack>
          {hasChoices(q.type) && (
            <Field.Root invalid={Boolean(errors[`${i}.choices`])} disabled={disabled}>
              <Field.Label fontSize="xs">Choices, separated by commas</Field.Label>
              <Input
                size="sm"
                defaultValue={(q.choices ?? []).join(', ')}
                onBlur={(e) =>
                  setAt(i, {
                    choices: e.target.value
                      .split(',')
                      .map((c) => c.trim())
                      .filter(Boolean),
                  })
                }
              />
              {errors[`${i}.choices`] && <Field.ErrorText>{errors[`${i}.choices`]}</Field.ErrorText>}
            </Field.Root>
          )}
        </Stack>
      ))}
      <Button size="sm" variant="outline" alignSelf="start" onClick={add} disabled={disabled || full}>
        <LuPlus /> Add a {word}
      </Button>
      {full && (
        <Text fontSize="xs" color="fg.muted">
          At most {max} {word}s.
        </Text>
      )}
    </Stack>
  );
}
