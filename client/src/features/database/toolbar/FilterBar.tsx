import { Badge, Button, Field as FormField, HStack, NativeSelect, Popover, Portal, Stack, Tag, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuListFilter, LuPlus } from 'react-icons/lu';
import type { FieldType, FilterOp } from '../../../gql/graphql';
import { describeCondition, isComplete, needsValue, opLabel } from '../filter-ops';
import { opsForType } from '../rules';
import type { Collection, FilterCondition } from '../types';
import { dateFilterProblem, FilterValueInput, toFilterValue } from './FilterValueInput';

interface Props {
  collection: Collection;
  collections: Collection[];
  filter: FilterCondition[];
  onChange: (filter: FilterCondition[]) => void;
  timeZone: string;
}

/** Linked records are picked by name, not typed as ids, so their "is any of" is left to the API. */
const opsFor = (type: FieldType) => (type === 'RELATION' ? opsForType(type).filter((op) => op !== 'IN') : opsForType(type));

/** "Filter": a popover that adds one condition at a time. */
export function FilterButton({ collection, collections, filter, onChange, timeZone }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          size="sm"
          variant={filter.length ? 'subtle' : 'ghost'}
          colorPalette={filter.length ? 'brand' : 'gray'}
          disabled={collection.fields.length === 0}
        >
          <LuListFilter aria-hidden="true" /> Filter
          {filter.length > 0 && (
            <Badge size="sm" colorPalette="brand" variant="solid" borderRadius="full">
              {filter.length}
            </Badge>
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="sm" aria-label="Add a filter">
            <Popover.Arrow />
            <Popover.Body p="4">
              <AddCondition
                collection={collection}
                collections={collections}
                timeZone={timeZone}
                onAdd={(c) => {
                  onChange([...filter, c]);
                  setOpen(false);
                }}
              />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** The active conditions as removable chips, and "Clear filters" when there are several. */
export function FilterChips({ collection, filter, onChange }: Pick<Props, 'collection' | 'filter' | 'onChange'>) {
  if (filter.length === 0) return null;
  return (
    <HStack gap="1.5" wrap="wrap" minW="0">
      {filter.map((c, i) => {
        const text = describeCondition(
          collection.fields.find((f) => f.key === c.field),
          c,
          c.label,
        );
        return (
          <Tag.Root key={`${c.field}-${i}`} size="lg" variant="subtle" colorPalette="brand" borderRadius="full" maxW="xs">
            <Tag.Label title={text}>{text}</Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger aria-label={`Remove filter: ${text}`} onClick={() => onChange(filter.filter((_, j) => j !== i))} />
            </Tag.EndElement>
          </Tag.Root>
        );
      })}
      {filter.length > 1 && (
        <Button size="xs" variant="plain" color="fg.muted" onClick={() => onChange([])}>
          Clear filters
        </Button>
      )}
    </HStack>
  );
}

function AddCondition({
  collection,
  collections,
  timeZone,
  onAdd,
}: {
  collection: Collection;
  collections: Collection[];
  timeZone: string;
  onAdd: (c: FilterCondition) => void;
}) {
  const fields = collection.fields;
  const [fieldKey, setFieldKey] = useState(fields[0]?.key ?? '');
  const field = fields.find((f) => f.key === fieldKey) ?? fields[0];
  const ops = field ? opsFor(field.type) : [];
  const [op, setOp] = useState<FilterOp>(ops[0] ?? 'EQ');
  const [raw, setRaw] = useState<unknown>(field?.type === 'BOOLEAN' ? true : '');
  const [label, setLabel] = useState<string | undefined>();
  if (!field) return null;
  const condition: FilterCondition = {
    field: field.key,
    op,
    ...(needsValue(op) ? { value: toFilterValue(field, op, raw, timeZone), label } : {}),
  };
  const ready = isComplete(condition) && !dateFilterProblem(field, op, raw, timeZone);

  const pickField = (key: string) => {
    const next = fields.find((f) => f.key === key);
    setFieldKey(key);
    setOp(next ? opsFor(next.type)[0]! : 'EQ');
    setRaw(next?.type === 'BOOLEAN' ? true : '');
    setLabel(undefined);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onAdd(condition);
      }}
    >
      <Stack gap="3">
        <Text fontWeight="semibold" fontSize="sm">
          Show records where
        </Text>
        <HStack gap="2" align="flex-end">
          <FormField.Root flex="1.3">
            <FormField.Label fontSize="xs">Field</FormField.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={field.key} onChange={(e) => pickField(e.currentTarget.value)}>
                {fields.map((f) => (
                  <option key={f.key} value={f.key}>
                    {f.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField.Root>
          <FormField.Root flex="1">
            <FormField.Label fontSize="xs">Operator</FormField.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={op}
                onChange={(e) => {
                  const next = e.currentTarget.value as FilterOp;
                  // A list and a single value are typed differently: start over when switching between them.
                  if ((next === 'IN') !== (op === 'IN') && field.type !== 'BOOLEAN')
                    setRaw(next === 'IN' && (field.type === 'SELECT' || field.type === 'MULTI_SELECT') ? [] : '');
                  setOp(next);
                }}
              >
                {ops.map((o) => (
                  <option key={o} value={o}>
                    {opLabel(field.type, o)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField.Root>
        </HStack>
        {needsValue(op) && (
          <FilterValueInput
            key={`${field.key}-${op === 'IN'}`}
            field={field}
            op={op}
            value={raw}
            onChange={(v, l) => {
              setRaw(v);
              setLabel(l);
            }}
            collections={collections}
            timeZone={timeZone}
          />
        )}
        <HStack justify="flex-end">
          <Button type="submit" size="sm" colorPalette="brand" disabled={!ready}>
            <LuPlus aria-hidden="true" /> Add condition
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
