import { Box, Button, Grid, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { WEEKDAY_KEYS, WEEKDAY_LABELS } from '../../../../server/modules/service/service.rules';
import { DayRanges } from './DayRanges';
import type { PathErrors, Week, Weekday } from './week-hours';

interface Props {
  value: Week;
  onChange(value: Week): void;
  /** The server's messages below `weekly`: `mon.1.end`. */
  errors?: PathErrors;
  disabled?: boolean;
}

const WORKDAYS: Weekday[] = ['tue', 'wed', 'thu', 'fri'];

/** A row per weekday: available or not, and its ranges. */
export function WeekGridEditor({ value, onChange, errors = {}, disabled }: Props) {
  const setDay = (day: Weekday, ranges: Week[Weekday]) => onChange({ ...value, [day]: ranges });
  const dayErrors = (day: Weekday): PathErrors =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([k]) => k === day || k.startsWith(`${day}.`))
        .map(([k, v]) => [k === day ? '' : k.slice(day.length + 1), v]),
    );

  return (
    <Stack gap="0" role="group" aria-label="Weekly hours">
      {WEEKDAY_KEYS.map((day) => {
        const label = WEEKDAY_LABELS[day];
        const ranges = value[day];
        const open = ranges.length > 0;
        return (
          <Grid
            key={day}
            templateColumns={{ base: '1fr', md: '11rem 1fr' }}
            gap="3"
            py="3"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
            alignItems="start"
          >
            <Switch.Root
              checked={open}
              disabled={disabled}
              onCheckedChange={(e) => setDay(day, e.checked ? [{ start: '09:00', end: '17:00' }] : [])}
              pt="1"
            >
              <Switch.HiddenInput aria-label={`${label} available`} />
              <Switch.Control />
              <Switch.Label fontWeight="medium">{label}</Switch.Label>
            </Switch.Root>
            <Box>
              {open ? (
                <DayRanges label={label} ranges={ranges} onChange={(r) => setDay(day, r)} errors={dayErrors(day)} disabled={disabled} />
              ) : (
                <Text color="fg.muted" fontSize="sm" pt="1.5">
                  Unavailable
                </Text>
              )}
            </Box>
          </Grid>
        );
      })}
      <HStack pt="3">
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => onChange({ ...value, ...Object.fromEntries(WORKDAYS.map((d) => [d, value.mon.map((r) => ({ ...r }))])) })}
        >
          <LuCopy /> Copy Monday to all weekdays
        </Button>
      </HStack>
    </Stack>
  );
}
