import { useQuery } from '@apollo/client/react';
import { HStack, Listbox, Spinner, Text, useListCollection } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CustomersQuery } from '../../customers/customers.documents';
import type { Field } from '../types';
import { SEARCH_INPUT } from './picker-style';

interface Option {
  id: string;
  label: string;
}

/**
 * The portal's customers, searched by name or email: the value of a CUSTOMER field. A search
 * highlights its first match, which Enter picks; Enter typed before the search has answered waits
 * for it and picks the match when it is the only one.
 */
export function CustomerPicker({
  field,
  portalId,
  value,
  initialQuery = '',
  onPick,
}: {
  field: Field;
  portalId: string;
  value: string | null;
  /** The key typed on the cell that opened the picker: the search starts with it. */
  initialQuery?: string;
  onPick: (option: Option) => void;
}) {
  const [text, setText] = useState(initialQuery);
  const [search, setSearch] = useState(initialQuery.trim());
  useEffect(() => {
    const t = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(t);
  }, [text]);
  const { data, loading, error } = useQuery(CustomersQuery, {
    variables: { portalId, search: search || undefined, first: 30 },
    fetchPolicy: 'cache-and-network',
  });
  const options = useMemo<Option[]>(
    () => (data ? data.customers.edges.map(({ node: c }) => ({ id: c.id, label: c.name ? `${c.name} · ${c.email}` : c.email })) : []),
    [data],
  );
  const { collection, set } = useListCollection<Option>({ initialItems: [], itemToString: (o) => o.label, itemToValue: (o) => o.id });
  const [highlighted, setHighlighted] = useState<string | null>(null);
  /** Enter was pressed on a search not answered yet. */
  const pendingEnter = useRef(false);
  const current = !loading && search === text.trim();
  useEffect(() => {
    set(options);
    setHighlighted(search && options.length ? options[0]!.id : null);
  }, [options, set, search]);
  useEffect(() => {
    if (!pendingEnter.current || !current) return;
    pendingEnter.current = false;
    if (options.length === 1) onPick(options[0]!);
  }, [current, options, onPick]);
  return (
    <Listbox.Root
      collection={collection}
      highlightedValue={highlighted}
      onHighlightChange={(e) => setHighlighted(e.highlightedValue)}
      value={value ? [value] : []}
      onSelect={(e) => onPick(options.find((o) => o.id === e.value) ?? { id: e.value, label: 'Customer' })}
      gap="1.5"
    >
      <Listbox.Label srOnly>{`${field.label}: choose a customer`}</Listbox.Label>
      <Listbox.Input
        autoFocus
        value={text}
        placeholder="Search customers"
        aria-label="Search customers"
        onChange={(e) => {
          setText(e.currentTarget.value);
          // The highlight belongs to the last search's list: Enter waits for this one's.
          setHighlighted(null);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || current || !text.trim()) return;
          // The list on screen is for an older search: ask now and pick when it answers.
          e.preventDefault();
          pendingEnter.current = true;
          setSearch(text.trim());
        }}
        {...SEARCH_INPUT}
      />
      <Listbox.Content maxH="56" overflowY="auto" borderWidth="0" p="0">
        {collection.items.map((o) => (
          <Listbox.Item key={o.id} item={o} py="1" onClick={() => o.id === value && onPick(o)}>
            <Listbox.ItemText truncate>{o.label}</Listbox.ItemText>
            <Listbox.ItemIndicator />
          </Listbox.Item>
        ))}
        {error ? (
          <Text px="2" py="1" fontSize="sm" color="fg.error">
            The customers could not be loaded.
          </Text>
        ) : loading && options.length === 0 ? (
          <HStack px="2" py="1" fontSize="sm" color="fg.muted">
            <Spinner size="xs" /> <Text>Searching…</Text>
          </HStack>
        ) : options.length === 0 ? (
          <Text px="2" py="1" fontSize="sm" color="fg.muted">
            {search ? `No customer matches “${search}”.` : 'This portal has no customers yet — invite them in Customer.'}
          </Text>
        ) : null}
      </Listbox.Content>
    </Listbox.Root>
  );
}
