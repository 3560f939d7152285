import { createListCollection, Field, HStack, Icon, Select, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { FieldType } from '../../../gql/graphql';
import { FIELD_TYPES, fieldTypeInfo } from './field-types';

/** The field type: each option with its icon and a one-line description. */
export function TypeSelect({ value, onChange, error }: { value: FieldType; onChange: (type: FieldType) => void; error?: string }) {
  const collection = useMemo(
    () => createListCollection({ items: FIELD_TYPES, itemToValue: (t) => t.type, itemToString: (t) => t.label }),
    [],
  );
  const current = fieldTypeInfo(value);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Select.Root
        collection={collection}
        value={[value]}
        onValueChange={(e) => e.value[0] && onChange(e.value[0] as FieldType)}
        positioning={{ sameWidth: true }}
        width="full"
      >
        <Select.HiddenSelect />
        <Select.Label>Type</Select.Label>
        <Select.Control>
          <Select.Trigger>
            <HStack gap="2">
              <Icon as={current.icon} color="fg.muted" boxSize="4" aria-hidden="true" />
              <Select.ValueText placeholder="Choose a type" />
            </HStack>
          </Select.Trigger>
          <Select.IndicatorGroup>
            <Select.Indicator />
          </Select.IndicatorGroup>
        </Select.Control>
        {/* Not in a portal: inside a dialog the list must stay within the dialog's layer. */}
        <Select.Positioner>
          <Select.Content maxH="80">
            {FIELD_TYPES.map((t) => (
              <Select.Item key={t.type} item={t} alignItems="flex-start" py="2">
                <HStack gap="3" align="flex-start">
                  <Icon as={t.icon} boxSize="4" mt="0.5" color="fg.muted" aria-hidden="true" />
                  <Stack gap="0">
                    <Select.ItemText fontWeight="medium">{t.label}</Select.ItemText>
                    <Text fontSize="xs" color="fg.muted">
                      {t.description}
                    </Text>
                  </Stack>
                </HStack>
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Select.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{current.description}</Field.HelperText>}
    </Field.Root>
  );
}
