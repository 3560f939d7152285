import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { MAX_RANGES_PER_DAY } from '../../../../server/modules/service/service.rules';
import { nextRange, type PathErrors, type TimeRange } from './week-hours';

interface Props {
  /** "Monday", "24 Dec 2026": the accessible names say which day a control belongs to. */
  label: string;
  ranges: TimeRange[];
  onChange(ranges: TimeRange[]): void;
  /** Messages by `index.start` / `index.end` (and '' for the day as a whole). */
  errors?: PathErrors;
  disabled?: boolean;
}

/** One day's ranges: start and end times, added and removed one by one. */
export function DayRanges({ label, ranges, onChange, errors = {}, disabled }: Props) {
  const set = (i: number, patch: Partial<TimeRange>) => onChange(ranges.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  return (
    <Stack gap="2">
      {ranges.map((range, i) => {
        const startError = errors[`${i}.start`];
        const endError = errors[`${i}.end`];
        const message = [startError, endError, errors[String(i)]].filter(Boolean).join(' ');
        return (
          <Field.Root key={i} invalid={Boolean(message)} disabled={disabled}>
            <HStack gap="2">
              <Input
                type="time"
                size="sm"
                w="8.5rem"
                value={range.start}
                aria-label={`${label}, range ${i + 1}, start`}
                aria-invalid={Boolean(startError) || undefined}
                onChange={(e) => set(i, { start: e.target.value })}
              />
              <Text aria-hidden color="fg.muted">
                –
              </Text>
              <Input
                type="time"
                size="sm"
                w="8.5rem"
                value={range.end === '24:00' ? '23:59' : range.end}
                aria-label={`${label}, range ${i + 1}, end`}
                aria-invalid={Boolean(endError) || undefined}
                onChange={(e) => set(i, { end: e.target.value })}
              />
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={`Remove ${label}, range ${i + 1}`}
                disabled={disabled}
                onClick={() => onChange(ranges.filter((_, k) => k !== i))}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
            {message && <Field.ErrorText>{message}</Field.ErrorText>}
          </Field.Root>
        );
      })}
      {errors[''] && (
        <Text color="fg.error" fontSize="sm">
          {errors['']}
        </Text>
      )}
      {ranges.length < MAX_RANGES_PER_DAY && (
        <HStack>
          <Button
            size="xs"
            variant="ghost"
            disabled={disabled}
            aria-label={`Add hours on ${label}`}
            onClick={() => onChange([...ranges, nextRange(ranges)])}
          >
            <LuPlus /> Add hours
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
