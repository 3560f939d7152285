import { Listbox, Text, useListCollection } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { SEARCH_INPUT } from './picker-style';
import { ChoiceBadge } from '../cells/CellValue';
import type { Field } from '../types';

interface Props {
  field: Field;
  value: string[];
  multiple?: boolean;
  /** What was typed on the cell that opened the picker: the first letters of the search. */
  initialQuery?: string;
  onChange: (value: string[]) => void;
  /** Single choice: the one picked, and where the grid goes next (Tab moves on). */
  onPick?: (value: string, exit?: 'stay' | 'next' | 'prev') => void;
  onKeyDown?: (e: React.KeyboardEvent<HTMLInputElement>) => void;
}

type Choice = Field['choices'][number];

const matching = (choices: Choice[], query: string) => {
  const q = query.trim().toLowerCase();
  return q ? choices.filter((c) => c.value.toLowerCase().includes(q)) : choices;
};

/**
 * A field's choices as a searchable list: one pick for SELECT, a checklist for MULTI_SELECT. Typing
 * filters and highlights the first match, which Enter picks (adds, for a checklist, and the search
 * starts again); Tab picks it too and moves on.
 */
export function ChoicePicker({ field, value, multiple, initialQuery = '', onChange, onPick, onKeyDown }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const [highlighted, setHighlighted] = useState<string | null>(() =>
    initialQuery.trim() ? (matching(field.choices, initialQuery)[0]?.value ?? null) : null,
  );
  const { collection, filter } = useListCollection<Choice>({
    initialItems: field.choices,
    itemToString: (c) => c.value,
    itemToValue: (c) => c.value,
    filter: (text, q) => text.toLowerCase().includes(q.trim().toLowerCase()),
  });
  // The letters typed on the cell filter the list from the start.
  useEffect(() => {
    if (initialQuery) filter(initialQuery);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const search = (q: string) => {
    setQuery(q);
    filter(q);
    setHighlighted(q.trim() ? (matching(field.choices, q)[0]?.value ?? null) : null);
  };
  return (
    <Listbox.Root
      collection={collection}
      selectionMode={multiple ? 'multiple' : 'single'}
      deselectable={multiple}
      value={value}
      highlightedValue={highlighted}
      onHighlightChange={(e) => setHighlighted(e.highlightedValue)}
      onValueChange={(e) => onChange(e.value)}
      // Picking the current choice again also closes a single select (it would not change the value).
      onSelect={(e) => {
        if (!multiple) onPick?.(e.value);
        // A checklist: the choice is added (or removed), and the search starts again for the next.
        else if (query) search('');
      }}
      gap="1.5"
    >
      <Listbox.Label srOnly>{`${field.label}: choose ${multiple ? 'options' : 'an option'}`}</Listbox.Label>
      <Listbox.Input
        autoFocus
        value={query}
        placeholder="Find an option"
        aria-label={`Find an option of ${field.label}`}
        onChange={(e) => search(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Tab' && !multiple && !e.defaultPrevented && query.trim() && highlighted) {
            e.preventDefault();
            onPick?.(highlighted, e.shiftKey ? 'prev' : 'next');
            return;
          }
          onKeyDown?.(e);
        }}
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
