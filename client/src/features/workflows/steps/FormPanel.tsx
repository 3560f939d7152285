import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { FieldType } from '../../../gql/graphql';
import { CollectionsQuery } from '../../database/database.documents';
import { FIELD_TYPE_NAMES } from '../../database/field-types';
import { FIELD_LABEL_MAX, keyFromLabel } from '../../database/rules';
import type { StepPanelProps } from './types';

export interface FormField {
  key?: string;
  label: string;
  type: FieldType;
  required?: boolean;
  choices?: string[];
}
export interface FormConfig {
  fields: FormField[];
  collectionId?: string | null;
  customerFieldKey?: string | null;
}

/** What a form may ask: every type of the database but links and customers (a FILE question takes one or more uploads). */
export const FORM_TYPES = [
  'TEXT',
  'LONG_TEXT',
  'NUMBER',
  'EMAIL',
  'URL',
  'DATE',
  'DATETIME',
  'BOOLEAN',
  'SELECT',
  'MULTI_SELECT',
  'FILE',
] as FieldType[];
const hasChoices = (t: FieldType) => t === 'SELECT' || t === 'MULTI_SELECT';

/** The form's fields, in order, and the collection its answers are saved into. */
export function FormPanel({ step, portalId, onChange }: StepPanelProps<FormConfig>) {
  const config = step.config;
  const fields = config.fields ?? [];
  const { data } = useQuery(CollectionsQuery, { variables: { portalId } });
  const collections = data?.collections ?? [];
  const collection = collections.find((c) => c.id === config.collectionId);
  const set = (patch: Partial<FormConfig>) => onChange({ ...config, ...patch });
  const setField = (i: number, patch: Partial<FormField>) => set({ fields: fields.map((f, j) => (j === i ? { ...f, ...patch } : f)) });
  // A field added here takes its key from its label until the panel closes: the key is what a
  // condition reads and what matches a collection's field, so it should read like the label.
  const fresh = useRef(new Set<string>());
  const freeKey = (label: string, except?: string) => {
    const taken = new Set(fields.map((f) => f.key).filter((k) => k && k !== except));
    const base = keyFromLabel(label || 'question');
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
    return key;
  };
  const relabel = (i: number, label: string) => {
    const f = fields[i]!;
    if (f.key && fresh.current.has(f.key)) {
      const key = freeKey(label, f.key);
      fresh.current.delete(f.key);
      fresh.current.add(key);
      setField(i, { label, key });
    } else setField(i, { label });
  };
  const addField = () => {
    const label = `Question ${fields.length + 1}`;
    const key = freeKey(label);
    fresh.current.add(key);
    set({ fields: [...fields, { key, label, type: 'TEXT' as FieldType }] });
  };
  const move = (i: number, by: number) => {
    const next = [...fields];
    const [f] = next.splice(i, 1);
    next.splice(i + by, 0, f!);
    set({ fields: next });
  };
  const copyCollectionFields = () => {
    if (!collection) return;
    const asked = new Set(fields.map((f) => f.key));
    const more = collection.fields
      .filter((f) => FORM_TYPES.includes(f.type) && !asked.has(f.key))
      .map((f) => ({ key: f.key, label: f.label, type: f.type, required: f.required, choices: f.choices.map((c) => c.value) }));
    set({ fields: [...fields, ...more] });
  };

  return (
    <Stack gap="5">
      <Stack gap="3">
        <Text fontWeight="semibold" fontSize="sm">
          Fields
        </Text>
        {fields.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            A form needs at least one field.
          </Text>
        )}
        {fields.map((f, i) => (
          <Stack key={i} gap="2" p="3" borderWidth="1px" borderRadius="md" role="group" aria-label={`Field ${i + 1}`}>
            <HStack gap="2">
              <Input
                size="sm"
                aria-label={`Field ${i + 1} label`}
                value={f.label}
                maxLength={FIELD_LABEL_MAX}
                onChange={(e) => relabel(i, e.target.value)}
              />
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Move ${f.label || 'field'} up`}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                <LuArrowUp />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Move ${f.label || 'field'} down`}
                disabled={i === fields.length - 1}
                onClick={() => move(i, 1)}
              >
                <LuArrowDown />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Remove ${f.label || 'field'}`}
                onClick={() => set({ fields: fields.filter((_, j) => j !== i) })}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
            <HStack gap="3">
              <NativeSelect.Root size="sm" flex="1">
                <NativeSelect.Field
                  aria-label={`Field ${i + 1} type`}
                  value={f.type}
                  onChange={(e) => setField(i, { type: e.target.value as FieldType })}
                >
                  {FORM_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {FIELD_TYPE_NAMES[t]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Checkbox.Root size="sm" checked={Boolean(f.required)} onCheckedChange={(e) => setField(i, { required: Boolean(e.checked) })}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Required</Checkbox.Label>
              </Checkbox.Root>
            </HStack>
            {hasChoices(f.type) && (
              <Field.Root>
                <Field.Label fontSize="xs">Choices, separated by commas</Field.Label>
                <Input
                  size="sm"
                  defaultValue={(f.choices ?? []).join(', ')}
                  onBlur={(e) =>
                    setField(i, {
                      choices: e.target.value
                        .split(',')
                        .map((c) => c.trim())
                        .filter(Boolean),
                    })
                  }
                />
              </Field.Root>
            )}
          </Stack>
        ))}
        <Button size="sm" variant="outline" alignSelf="start" onClick={addField}>
          <LuPlus /> Add a field
        </Button>
      </Stack>

      <Stack gap="3" borderTopWidth="1px" pt="4">
        <Field.Root>
          <Field.Label>Save the answers into</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={config.collectionId ?? ''}
              onChange={(e) => set({ collectionId: e.target.value || null, customerFieldKey: null })}
            >
              <option value="">Nowhere — keep them with the run</option>
              {collections.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            A new record of the collection for each customer who completes this step; fields match by key.
          </Field.HelperText>
        </Field.Root>
        {collection && (
          <>
            <Field.Root>
              <Field.Label>The customer goes in</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={config.customerFieldKey ?? ''}
                  onChange={(e) => set({ customerFieldKey: e.target.value || null })}
                >
                  <option value="">No field</option>
                  {collection.fields
                    .filter((f) => f.type === 'CUSTOMER')
                    .map((f) => (
                      <option key={f.key} value={f.key}>
                        {f.label}
                      </option>
                    ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button size="sm" variant="outline" alignSelf="start" onClick={copyCollectionFields}>
              Ask every field of {collection.name}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
