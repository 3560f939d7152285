import { useQuery } from '@apollo/client/react';
import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { CollectionsQuery } from '../../database/database.documents';
import { FORM_TYPES, QuestionListEditor, type Question } from '../../forms/QuestionListEditor';
import type { StepPanelProps } from './types';

export type FormField = Question;
export interface FormConfig {
  fields: FormField[];
  collectionId?: string | null;
  customerFieldKey?: string | null;
}

/** The form's fields, in order, and the collection its answers are saved into. */
export function FormPanel({ step, portalId, onChange }: StepPanelProps<FormConfig>) {
  const config = step.config;
  const fields = config.fields ?? [];
  const { data } = useQuery(CollectionsQuery, { variables: { portalId } });
  const collections = data?.collections ?? [];
  const collection = collections.find((c) => c.id === config.collectionId);
  const set = (patch: Partial<FormConfig>) => onChange({ ...config, ...patch });
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
        <QuestionListEditor
          questions={fields}
          onChange={(next) => set({ fields: next })}
          types={FORM_TYPES}
          noun="Field"
          empty="A form needs at least one field."
        />
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
