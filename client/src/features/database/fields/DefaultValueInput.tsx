import { Checkbox, Field, Fieldset, Input, NativeSelect, Text, Textarea, Wrap } from '@chakra-ui/react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { defaultDateExample, type FieldDraft } from './field-draft';

const HELP = 'New records start with it. Leave it empty for none.';

/** The default value, with the input that suits the field's type. */
export function DefaultValueInput({ control, error }: { control: Control<FieldDraft>; error?: string }) {
  const type = useWatch({ control, name: 'type' });
  const choices = useWatch({ control, name: 'choices' }) ?? [];
  const named = choices.map((c) => c.value.trim()).filter(Boolean);

  if (type === 'BOOLEAN') {
    return (
      <Controller
        control={control}
        name="defaultChecked"
        render={({ field }) => (
          <Field.Root invalid={Boolean(error)}>
            <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>New records start checked</Checkbox.Label>
            </Checkbox.Root>
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        )}
      />
    );
  }

  if (type === 'MULTI_SELECT') {
    return (
      <Controller
        control={control}
        name="defaultList"
        render={({ field }) => (
          <Fieldset.Root invalid={Boolean(error)} gap="2">
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              Default value
            </Fieldset.Legend>
            {named.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                Add choices first.
              </Text>
            ) : (
              <Wrap gap="4">
                {named.map((value) => (
                  <Checkbox.Root
                    key={value}
                    size="sm"
                    checked={field.value.includes(value)}
                    onCheckedChange={(e) =>
                      field.onChange(e.checked === true ? [...field.value, value] : field.value.filter((v) => v !== value))
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{value}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Wrap>
            )}
            {error ? (
              <Fieldset.ErrorText mt="0">{error}</Fieldset.ErrorText>
            ) : (
              <Fieldset.HelperText mt="0" fontSize="xs">
                {HELP}
              </Fieldset.HelperText>
            )}
          </Fieldset.Root>
        )}
      />
    );
  }

  return (
    <Controller
      control={control}
      name="defaultText"
      render={({ field }) => (
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Default value</Field.Label>
          {type === 'SELECT' ? (
            <NativeSelect.Root>
              <NativeSelect.Field
                value={named.includes(field.value) ? field.value : ''}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                onBlur={field.onBlur}
              >
                <option value="">No default</option>
                {named.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : type === 'LONG_TEXT' ? (
            <Textarea rows={3} autoresize value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          ) : (
            <Input
              autoComplete="off"
              {...INPUTS[type]}
              {...(type === 'DATE' || type === 'DATETIME' ? { placeholder: defaultDateExample(type) } : {})}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{HELP}</Field.HelperText>}
        </Field.Root>
      )}
    />
  );
}

const INPUTS: Partial<Record<FieldDraft['type'], { type?: string; inputMode?: 'decimal'; placeholder?: string }>> = {
  NUMBER: { inputMode: 'decimal', placeholder: '0' },
  EMAIL: { type: 'email', placeholder: 'name@example.com' },
  URL: { type: 'url', placeholder: 'https://' },
};
