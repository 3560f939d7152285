import { DatePicker, Flex, HStack, IconButton, Stack, Switch, Text, parseDate } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { MAX_DATE_OVERRIDES } from '../../../../server/modules/service/service.rules';
import { DayRanges } from './DayRanges';
import type { DateOverride, PathErrors } from './week-hours';

interface Props {
  value: DateOverride[];
  onChange(value: DateOverride[]): void;
  /** The server's messages below `dateOverrides`: `0.ranges.1.end`, `2.date`. */
  errors?: PathErrors;
  disabled?: boolean;
  today: string;
}

const dateLabel = (date: string) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Dates with other hours: picked on a month calendar, then a day off or hours of their own. */
export function DateOverridesEditor({ value, onChange, errors = {}, disabled, today }: Props) {
  const add = (date: string) => {
    if (value.some((o) => o.date === date) || value.length >= MAX_DATE_OVERRIDES) return;
    onChange([...value, { date, ranges: [] }].sort((a, b) => a.date.localeCompare(b.date)));
  };
  const set = (date: string, ranges: DateOverride['ranges']) => onChange(value.map((o) => (o.date === date ? { ...o, ranges } : o)));
  const errorsOf = (i: number): PathErrors =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([k]) => k.startsWith(`${i}.`))
        .map(([k, v]) => [k.replace(`${i}.ranges.`, '').replace(`${i}.ranges`, '').replace(`${i}.date`, ''), v]),
    );

  return (
    <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="start">
      <DatePicker.Root
        inline
        startOfWeek={1}
        min={parseDate(today)}
        value={[]}
        disabled={disabled}
        onValueChange={(e) => {
          const picked = e.value[0];
          if (picked) add(picked.toString());
        }}
        aria-label="Pick a date to give other hours"
        flexShrink="0"
        w={{ base: 'full', md: '20rem' }}
      >
        <DatePicker.Content borderWidth="1px" borderRadius="lg" p="3" boxShadow="none">
          <DatePicker.View view="day">
            {/* Months step by the arrows; the month's name is text, not a view switch (its name would not be its label). */}
            <DatePicker.ViewControl>
              <DatePicker.PrevTrigger />
              <DatePicker.RangeText flex="1" textAlign="center" fontWeight="semibold" />
              <DatePicker.NextTrigger />
            </DatePicker.ViewControl>
            <DatePicker.DayTable />
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Root>
      <Stack as="ul" listStyleType="none" gap="0" flex="1" minW="0" aria-label="Date overrides">
        {value.length === 0 && (
          <Text as="li" color="fg.muted" fontSize="sm">
            No date overrides. Pick a date on the calendar to take it off or give it other hours.
          </Text>
        )}
        {value.map((o, i) => {
          const label = dateLabel(o.date);
          const own = errorsOf(i);
          return (
            <Stack as="li" key={o.date} gap="2" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
              <HStack justify="space-between" gap="3" flexWrap="wrap">
                <Text fontWeight="medium">{label}</Text>
                <HStack gap="3">
                  <Switch.Root
                    size="sm"
                    checked={o.ranges.length > 0}
                    disabled={disabled}
                    onCheckedChange={(e) => set(o.date, e.checked ? [{ start: '09:00', end: '17:00' }] : [])}
                  >
                    <Switch.HiddenInput aria-label={`${label}: other hours instead of a day off`} />
                    <Switch.Control />
                    <Switch.Label>{o.ranges.length > 0 ? 'Other hours' : 'Day off'}</Switch.Label>
                  </Switch.Root>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove the override of ${label}`}
                    disabled={disabled}
                    onClick={() => onChange(value.filter((x) => x.date !== o.date))}
                  >
                    <LuTrash2 />
                  </IconButton>
                </HStack>
              </HStack>
              {o.ranges.length > 0 && (
                <DayRanges label={label} ranges={o.ranges} onChange={(r) => set(o.date, r)} errors={own} disabled={disabled} />
              )}
              {o.ranges.length === 0 && own[''] && (
                <Text color="fg.error" fontSize="sm">
                  {own['']}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Flex>
  );
}
