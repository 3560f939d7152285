import { Listbox, Text, useListCollection } from '@chakra-ui/react';
import { SEARCH_INPUT } from './picker-style';
import { ChoiceBadge } from '../cells/CellValue';
import type { Field } from '../types';

interface Props {
  field: Field;
  value: string[];
  multiple?: boolean;
  onChange: (value: string[]) => void;
  /** Single choice: the one picked. */
  onPick?: (value: string) => void;
  onKeyDown?: (e: React.KeyboardEvent<HTMLInputElement>) => void;
}

type Choice = Field['choices'][number];

/** A field's choices as a searchable list: one pick for SELECT, a checklist for MULTI_SELECT. */
export function ChoicePicker({ field, value, multiple, onChange, onPick, onKeyDown }: Props) {
  const { collection, filter } = useListCollection<Choice>({
    initialItems: field.choices,
    itemToString: (c) => c.value,
    itemToValue: (c) => c.value,
    filter: (text, query) => text.toLowerCase().includes(query.toLowerCase()),
  });
  return (
    <Listbox.Root
      collection={collection}
      selectionMode={multiple ? 'multiple' : 'single'}
      deselectable={multiple}
      value={value}
      onValueChange={(e) => onChange(e.value)}
      // Picking the current choice again also closes a single select (it would not change the value).
      onSelect={(e) => {
        if (!multiple) onPick?.(e.value);
      }}
      gap="1.5"
    >
      <Listbox.Label srOnly>{`${field.label}: choose ${multiple ? 'options' : 'an option'}`}</Listbox.Label>
      <Listbox.Input
        autoFocus
        placeholder="Find an option"
        aria-label={`Find an option of ${field.label}`}
        onChange={(e) => filter(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        {...SEARCH_INPUT}
      />
      <Listbox.Content maxH="56" overflowY="auto" borderWidth="0" p="0">
        {collection.items.map((choice) => (
          <Listbox.Item
            key={choice.value}
            item={choice}
            py="1"
            onClick={() => !multiple && value.includes(choice.value) && onPick?.(choice.value)}
          >
            <Listbox.ItemText>
              <ChoiceBadge field={field} value={choice.value} />
            </Listbox.ItemText>
            <Listbox.ItemIndicator />
          </Listbox.Item>
        ))}
        {collection.items.length === 0 && (
          <Text px="2" py="1" fontSize="sm" color="fg.muted">
            {field.choices.length ? 'No option matches.' : 'This field has no options yet — add them in Edit field.'}
          </Text>
        )}
      </Listbox.Content>
    </Listbox.Root>
  );
}
