import { Checkbox, Field, Stack, Text } from '@chakra-ui/react';
import { type Control, Controller } from 'react-hook-form';
import type { FieldDraft } from './field-draft';

/** "Required" and, for the types that allow it, "Unique". */
export function FieldRules({
  control,
  uniqueAllowed,
  errors,
}: {
  control: Control<FieldDraft>;
  uniqueAllowed: boolean;
  errors: { required?: string; unique?: string };
}) {
  return (
    <Stack gap="3">
      <Controller
        control={control}
        name="required"
        render={({ field: f }) => (
          <RuleCheckbox
            label="Required"
            help="Every record must have a value."
            checked={f.value}
            onChange={f.onChange}
            error={errors.required}
          />
        )}
      />
      {uniqueAllowed && (
        <Controller
          control={control}
          name="unique"
          render={({ field: f }) => (
            <RuleCheckbox
              label="Unique"
              help="No two records may have the same value; CSV imports can update records matched on it."
              checked={f.value}
              onChange={f.onChange}
              error={errors.unique}
            />
          )}
        />
      )}
    </Stack>
  );
}

function RuleCheckbox({
  label,
  help,
  checked,
  onChange,
  error,
}: {
  label: string;
  help: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  error?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} alignItems="flex-start">
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Stack gap="0">
          <Checkbox.Label>{label}</Checkbox.Label>
          <Text fontSize="xs" color="fg.muted">
            {help}
          </Text>
        </Stack>
      </Checkbox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
