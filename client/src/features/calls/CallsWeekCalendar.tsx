import { useQuery } from '@apollo/client/react';
import type { DatesSetArg, EventInput } from '@fullcalendar/core';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Alert, Box, Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { zonedIso } from '../services/week-hours';
import { CallsBetweenQuery } from './calls.documents';

/** "2026-12-01T10:00:00" on the wall clock of a zone. */
function wallTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

const COLORS: Record<string, string> = { REQUESTED: '#d97706', CONFIRMED: '#4f46e5', COMPLETED: '#64748b' };

/**
 * The week of calls in FullCalendar's time grid (a chunk of its own, loaded with this view). The
 * calendar runs in UTC over wall-clock times of the builder's zone: it shows their hours without a
 * time-zone plugin.
 */
export default function CallsWeekCalendar({ timezone }: { timezone: string }) {
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const { data, error, refetch, loading } = useQuery(CallsBetweenQuery, { variables: range ?? { from: '', to: '' }, skip: !range });
  const events = useMemo<EventInput[]>(
    () =>
      (data?.callsBetween ?? [])
        .filter((c) => c.status !== 'CANCELLED' && c.status !== 'DECLINED')
        .map((c) => ({
          id: c.id,
          title: `${c.guest.name} · ${c.serviceTitle}${c.status === 'REQUESTED' ? ' (request)' : ''}`,
          start: wallTime(c.startAt, timezone),
          end: wallTime(c.endAt, timezone),
          color: COLORS[c.status] ?? '#4f46e5',
        })),
    [data, timezone],
  );
  const onDates = (arg: DatesSetArg) => {
    const from = zonedIso(arg.startStr.slice(0, 10), '00:00', timezone);
    const to = zonedIso(arg.endStr.slice(0, 10), '00:00', timezone);
    if (range?.from !== from || range?.to !== to) setRange({ from, to });
  };

  return (
    <Box aria-busy={loading || undefined} css={{ '& .fc': { fontSize: 'sm' }, '& .fc-toolbar-title': { fontSize: 'lg' } }}>
      {error && (
        <Alert.Root status="error" borderRadius="md" mb="3">
          <Alert.Indicator />
          <Alert.Title>The week's calls could not be loaded</Alert.Title>
          <Button size="sm" variant="outline" ms="auto" onClick={() => void refetch()}>
            Retry
          </Button>
        </Alert.Root>
      )}
      <FullCalendar
        plugins={[timeGridPlugin]}
        initialView="timeGridWeek"
        timeZone="UTC"
        now={wallTime(new Date().toISOString(), timezone)}
        firstDay={1}
        allDaySlot={false}
        nowIndicator
        // The whole day at its height (no inner scroller a keyboard cannot reach), and worded buttons
        // (FullCalendar's chevrons are images without a name).
        height="auto"
        slotMinTime="06:00:00"
        slotMaxTime="22:00:00"
        buttonIcons={false}
        buttonText={{ prev: '← Previous week', next: 'Next week →', today: 'This week' }}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
        events={events}
        datesSet={onDates}
      />
    </Box>
  );
}
