import { useQuery } from '@apollo/client/react';
import { Combobox, createListCollection, Portal, Spinner, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { CustomersQuery } from '../customers/customers.documents';
import { useDebouncedValue } from '../settings/use-debounced-value';

interface Option {
  id: string;
  label: string;
  email: string;
}

/**
 * The feed's Customer filter: a combobox that searches the portal's customers on the server (a portal
 * may have thousands), empty for "All customers". Pages of 50 like the customer list, so both read
 * the same cached first page.
 */
export function CustomerPicker({
  portalId,
  value,
  selectedLabel,
  onChange,
}: {
  portalId: string;
  value: string | null;
  /** The chosen customer's name when it is known from elsewhere (the address only holds the id). */
  selectedLabel?: string;
  onChange(id: string | null, label: string | null): void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const { data, loading } = useQuery(CustomersQuery, {
    variables: { portalId, search: debounced || undefined, first: 50 },
  });
  const items = useMemo<Option[]>(() => {
    const found = (data?.customers.edges ?? []).map(({ node }) => ({ id: node.id, label: node.name || node.email, email: node.email }));
    // The chosen customer stays an item (so the input shows their name) even when the search leaves them out.
    if (value && !found.some((o) => o.id === value)) found.unshift({ id: value, label: selectedLabel ?? 'Chosen customer', email: '' });
    return found;
  }, [data, value, selectedLabel]);
  const collection = useMemo(() => createListCollection({ items, itemToString: (o) => o.label, itemToValue: (o) => o.id }), [items]);

  return (
    <Combobox.Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(e) => {
        const picked = e.items[0] as Option | undefined;
        onChange(picked?.id ?? null, picked?.label ?? null);
      }}
      onInputValueChange={(e) => {
        if (e.reason === 'input-change') setSearch(e.inputValue);
      }}
      onOpenChange={(e) => {
        if (e.open) setSearch('');
      }}
      openOnClick
      inputBehavior="autohighlight"
      positioning={{ sameWidth: true }}
      width={{ base: 'full', sm: '64' }}
      size="sm"
    >
      <Combobox.Label>Customer</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder="All customers" />
        <Combobox.IndicatorGroup>
          {loading ? <Spinner size="xs" /> : null}
          <Combobox.ClearTrigger aria-label="Show all customers" />
          <Combobox.Trigger aria-label="List customers" />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxH="72">
            <Combobox.Empty>{loading ? 'Searching…' : 'No customer matches — try a name or an email.'}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item item={item} key={item.id}>
                <Combobox.ItemText truncate>
                  {item.label}
                  {item.email && item.email !== item.label ? (
                    <Text as="span" color="fg.muted">
                      {' '}
                      · {item.email}
                    </Text>
                  ) : null}
                </Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
