import { useQuery } from '@apollo/client/react';
import { HStack, Listbox, Spinner, Text, useListCollection } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { SEARCH_INPUT } from './picker-style';
import { RecordsQuery } from '../database.documents';
import { recordTitle } from '../format';
import type { Collection, Field } from '../types';

interface Option {
  id: string;
  label: string;
}

interface Props {
  field: Field;
  collections: Collection[];
  value: string | null;
  timeZone: string;
  /** The key typed on the cell that opened the picker: the search starts with it. */
  initialQuery?: string;
  onPick: (option: Option) => void;
  onKeyDown?: (e: React.KeyboardEvent<HTMLInputElement>) => void;
}

const SEARCHABLE = new Set(['TEXT', 'LONG_TEXT', 'EMAIL', 'URL']);

/** Records of the linked collection, searched on its first field (the label the grid shows). */
export function RelationPicker({ field, collections, value, timeZone, initialQuery = '', onPick, onKeyDown }: Props) {
  const target = collections.find((c) => c.id === field.relationCollectionId);
  const first = target?.fields[0];
  const [text, setText] = useState(initialQuery);
  const [search, setSearch] = useState(initialQuery.trim());
  useEffect(() => {
    const t = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(t);
  }, [text]);
  const filter = search && first && SEARCHABLE.has(first.type) ? [{ field: first.key, op: 'CONTAINS' as const, value: search }] : null;
  const { data, loading, error } = useQuery(RecordsQuery, {
    variables: { collectionId: target?.id ?? '', filter, first: 30 },
    skip: !target,
    fetchPolicy: 'cache-and-network',
  });
  const options = useMemo<Option[]>(
    () => (target && data ? data.records.edges.map(({ node: r }) => ({ id: r.id, label: recordTitle(target, r, timeZone) })) : []),
    [data, target, timeZone],
  );
  const { collection, set } = useListCollection<Option>({ initialItems: [], itemToString: (o) => o.label, itemToValue: (o) => o.id });
  useEffect(() => set(options), [options, set]);

  if (!target) {
    return (
      <Text fontSize="sm" color="fg.muted" p="2">
        This field links to no collection — choose one in Edit field.
      </Text>
    );
  }
  return (
    <Listbox.Root
      collection={collection}
      value={value ? [value] : []}
      onSelect={(e) => onPick(options.find((o) => o.id === e.value) ?? { id: e.value, label: 'Linked record' })}
      gap="1.5"
    >
      <Listbox.Label srOnly>{`${field.label}: choose a record of ${target.name}`}</Listbox.Label>
      <Listbox.Input
        autoFocus
        value={text}
        placeholder={`Search ${target.name}`}
        aria-label={`Search ${target.name}`}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
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
            The records could not be loaded.
          </Text>
        ) : loading && options.length === 0 ? (
          <HStack px="2" py="1" fontSize="sm" color="fg.muted">
            <Spinner size="xs" /> <Text>Searching…</Text>
          </HStack>
        ) : options.length === 0 ? (
          <Text px="2" py="1" fontSize="sm" color="fg.muted">
            {search ? `No record of ${target.name} matches “${search}”.` : `${target.name} has no records yet.`}
          </Text>
        ) : null}
      </Listbox.Content>
    </Listbox.Root>
  );
}
