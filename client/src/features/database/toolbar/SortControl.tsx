import { Button, HStack, IconButton, NativeSelect, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowDownUp, LuArrowUp, LuPlus, LuX } from 'react-icons/lu';
import { MAX_SORTS } from '../rules';
import type { Collection, SortState } from '../types';

interface Props {
  collection: Collection;
  sorts: SortState[];
  /** Changes are functions of the sorts as last set: two made before a render both count. */
  onChange: (next: SortState[] | ((old: SortState[]) => SortState[])) => void;
}

const SYSTEM = [
  { key: 'createdAt', label: 'Created time' },
  { key: 'updatedAt', label: 'Last modified time' },
];

export const sortOptions = (collection: Collection) => [
  ...collection.fields.filter((f) => f.type !== 'FILE').map((f) => ({ key: f.key, label: f.label })),
  ...SYSTEM,
];

/** "Sort": up to three levels (field and direction), each ordering the ties of the one before; sent to the server. */
export function SortControl({ collection, sorts, onChange }: Props) {
  const options = sortOptions(collection);
  const labelOf = (key: string) => options.find((o) => o.key === key)?.label ?? key;
  const free = options.filter((o) => !sorts.some((s) => s.field === o.key));
  const set = (i: number, change: Partial<SortState>) => onChange((old) => old.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const move = (i: number, to: number) =>
    onChange((old) => {
      const next = old.slice();
      const [level] = next.splice(i, 1);
      next.splice(to, 0, level!);
      return next;
    });
  const summary =
    sorts.length === 0 ? 'Sort' : sorts.length === 1 ? `Sorted by ${labelOf(sorts[0]!.field)}` : `Sorted by ${sorts.length} fields`;
  // The name starts with the visible text, then says every level.
  const levels = sorts.map((s) => `${labelOf(s.field)}, ${s.direction === 'asc' ? 'ascending' : 'descending'}`);
  const spoken = sorts.length === 0 ? 'Sort' : sorts.length === 1 ? `Sorted by ${levels[0]}` : `${summary}: ${levels.join(', then ')}`;

  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          size="sm"
          variant={sorts.length ? 'subtle' : 'ghost'}
          colorPalette={sorts.length ? 'brand' : 'gray'}
          aria-label={spoken}
          px={{ base: '2', md: '3' }}
        >
          <LuArrowDownUp aria-hidden="true" />
          {/* On a phone the icon (and the number of levels) stands for the summary; the name says it all. */}
          <Text as="span" truncate maxW="40" display={sorts.length ? { base: 'none', sm: 'inline' } : undefined}>
            {summary}
          </Text>
          {sorts.length > 1 && (
            <Text as="span" display={{ base: 'inline', sm: 'none' }} fontSize="xs" fontWeight="semibold">
              {sorts.length}
            </Text>
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="lg" maxW="calc(100vw - 16px)" aria-label="Sort records">
            <Popover.Arrow />
            <Popover.Body p="4">
              <Stack gap="3">
                <Text fontWeight="semibold" fontSize="sm">
                  Sort records by
                </Text>
                {sorts.length === 0 && (
                  <Text fontSize="sm" color="fg.muted">
                    Creation order, oldest first.
                  </Text>
                )}
                <Stack as="ol" gap="2" listStyleType="none" aria-label="Sort levels">
                  {sorts.map((s, i) => {
                    const name = `sort level ${i + 1}`;
                    return (
                      <HStack as="li" key={s.field} gap="1.5">
                        <Text fontSize="xs" color="fg.muted" w="9" flexShrink={0}>
                          {i === 0 ? 'By' : 'Then'}
                        </Text>
                        <NativeSelect.Root size="sm" flex="1.4">
                          <NativeSelect.Field
                            aria-label={`Field of ${name}`}
                            value={s.field}
                            onChange={(e) => set(i, { field: e.currentTarget.value })}
                          >
                            {options
                              .filter((o) => o.key === s.field || !sorts.some((x) => x.field === o.key))
                              .map((o) => (
                                <option key={o.key} value={o.key}>
                                  {o.label}
                                </option>
                              ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        <NativeSelect.Root size="sm" flex="1.2" minW="8.5rem">
                          <NativeSelect.Field
                            aria-label={`Direction of ${name}`}
                            value={s.direction}
                            onChange={(e) => set(i, { direction: e.currentTarget.value as SortState['direction'] })}
                          >
                            <option value="asc">Ascending</option>
                            <option value="desc">Descending</option>
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Move ${name} up`}
                          disabled={i === 0}
                          onClick={() => move(i, i - 1)}
                        >
                          <LuArrowUp />
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Move ${name} down`}
                          disabled={i === sorts.length - 1}
                          onClick={() => move(i, i + 1)}
                        >
                          <LuArrowDown />
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Remove ${name} (${labelOf(s.field)})`}
                          onClick={() => onChange((old) => old.filter((_, j) => j !== i))}
                        >
                          <LuX />
                        </IconButton>
                      </HStack>
                    );
                  })}
                </Stack>
                <HStack justify="space-between">
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={sorts.length >= MAX_SORTS || free.length === 0}
                    onClick={() =>
                      onChange((old) => {
                        const field = options.find((o) => !old.some((s) => s.field === o.key));
                        return field && old.length < MAX_SORTS ? [...old, { field: field.key, direction: 'asc' }] : old;
                      })
                    }
                  >
                    <LuPlus aria-hidden="true" /> {sorts.length ? 'Add another sort' : 'Add a sort'}
                  </Button>
                  {sorts.length > 0 && (
                    <Button size="xs" variant="ghost" onClick={() => onChange([])}>
                      <LuX aria-hidden="true" /> Remove all
                    </Button>
                  )}
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  Up to {MAX_SORTS} levels. Empty values come last either way.
                </Text>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
