import { Button, Field as FormField, HStack, NativeSelect, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { LuArrowDownUp, LuX } from 'react-icons/lu';
import type { Collection, SortState } from '../types';

interface Props {
  collection: Collection;
  sort: SortState | null;
  onChange: (sort: SortState | null) => void;
}

const SYSTEM = [
  { key: 'createdAt', label: 'Created time' },
  { key: 'updatedAt', label: 'Last modified time' },
];

/** "Sort": one field and a direction, sent to the server; creation order when none. */
export function SortControl({ collection, sort, onChange }: Props) {
  const options = [...collection.fields.filter((f) => f.type !== 'FILE').map((f) => ({ key: f.key, label: f.label })), ...SYSTEM];
  const current = sort ? options.find((o) => o.key === sort.field) : undefined;
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          size="sm"
          variant={sort ? 'subtle' : 'ghost'}
          colorPalette={sort ? 'brand' : 'gray'}
          aria-label={current ? `Sorted by ${current.label}, ${sort?.direction === 'asc' ? 'ascending' : 'descending'}` : 'Sort'}
        >
          <LuArrowDownUp aria-hidden="true" />
          {current ? (
            <Text as="span" truncate maxW="40">
              Sorted by {current.label}
            </Text>
          ) : (
            'Sort'
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="xs" aria-label="Sort records">
            <Popover.Arrow />
            <Popover.Body p="4">
              <Stack gap="3">
                <Text fontWeight="semibold" fontSize="sm">
                  Sort records by
                </Text>
                <HStack gap="2" align="flex-end">
                  <FormField.Root flex="1.4">
                    <FormField.Label fontSize="xs">Sort field</FormField.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        value={sort?.field ?? ''}
                        onChange={(e) =>
                          onChange(e.currentTarget.value ? { field: e.currentTarget.value, direction: sort?.direction ?? 'asc' } : null)
                        }
                      >
                        <option value="">Creation order</option>
                        {options.map((o) => (
                          <option key={o.key} value={o.key}>
                            {o.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField.Root>
                  <FormField.Root flex="1" disabled={!sort}>
                    <FormField.Label fontSize="xs">Direction</FormField.Label>
                    <NativeSelect.Root size="sm" disabled={!sort}>
                      <NativeSelect.Field
                        value={sort?.direction ?? 'asc'}
                        onChange={(e) => sort && onChange({ ...sort, direction: e.currentTarget.value as SortState['direction'] })}
                      >
                        <option value="asc">Ascending</option>
                        <option value="desc">Descending</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField.Root>
                </HStack>
                {sort && (
                  <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => onChange(null)}>
                    <LuX aria-hidden="true" /> Remove sort
                  </Button>
                )}
                <Text fontSize="xs" color="fg.muted">
                  Empty values come last either way.
                </Text>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
