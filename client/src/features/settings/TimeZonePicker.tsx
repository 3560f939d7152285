import { Button, Combobox, Field, HStack, Portal, Text, useListCollection } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuLocateFixed } from 'react-icons/lu';
import { browserTimeZone, localTime, matchesTimeZone, timeZoneOptions, zoneOffset, type TimeZoneOption } from './time-zones';

interface Props {
  value: string;
  onChange(value: string): void;
  error?: string;
  disabled?: boolean;
}

/** A searchable list of the IANA time zones with their offsets, and a shortcut to the browser's. */
export function TimeZonePicker({ value, onChange, error, disabled }: Props) {
  const browserZone = useMemo(browserTimeZone, []);
  // Built once: 400-odd Intl formatters are not free. The saved zone joins the list if the browser spells it differently.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const options = useMemo(() => timeZoneOptions([value, browserZone]), []);
  const { collection, filter } = useListCollection<TimeZoneOption>({
    initialItems: options,
    itemToString: (item) => item.label,
    itemToValue: (item) => item.value,
    filter: (_text, query, item) => matchesTimeZone(item, query),
  });
  const { offset } = zoneOffset(value);

  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        onValueChange={(e) => {
          if (e.value[0]) onChange(e.value[0]);
        }}
        onInputValueChange={(e) => filter(e.inputValue)}
        onOpenChange={(e) => {
          if (e.open) filter('');
        }}
        openOnClick
        // 400-odd items: only in the page while the list is open.
        lazyMount
        unmountOnExit
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
      >
        <Combobox.Label>Time zone</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder="Search by city or region, like Paris" />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label="Show all time zones" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxH="72">
              <Combobox.Empty>No time zone matches — try a city, like Tokyo.</Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.value}>
                  <Combobox.ItemText>
                    {item.value.replace(/_/g, ' ')}
                    {item.alias && (
                      <Text as="span" color="fg.muted">
                        {' '}
                        · {item.alias}
                      </Text>
                    )}
                  </Combobox.ItemText>
                  <Text as="span" ms="auto" color="fg.muted" fontSize="xs" fontVariantNumeric="tabular-nums">
                    {item.offset}
                  </Text>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          Local time there: {localTime(value)} ({offset})
        </Field.HelperText>
      )}
      {browserZone !== value && (
        <HStack>
          <Button size="xs" variant="plain" px="0" color="brand.fg" disabled={disabled} onClick={() => onChange(browserZone)}>
            <LuLocateFixed /> Use my browser's time zone ({browserZone.replace(/_/g, ' ')})
          </Button>
        </HStack>
      )}
    </Field.Root>
  );
}
