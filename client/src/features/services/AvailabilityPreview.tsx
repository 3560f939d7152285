import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Field, Heading, HStack, Input, NativeSelect, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MyServicesQuery, ServiceSlotCheckQuery, ServiceSlotsQuery } from './services.documents';
import { formatInZone, todayIn, zonedIso } from './week-hours';

/** Pick a service, a date and a time: is it offered (and why not), and which starts that day has. */
export function AvailabilityPreview({ timezone }: { timezone: string }) {
  const services = useQuery(MyServicesQuery);
  const [serviceId, setServiceId] = useState('');
  const [date, setDate] = useState(() => todayIn(timezone));
  const [time, setTime] = useState('10:00');
  const list = services.data?.myServices ?? [];
  const chosen = serviceId || list[0]?.id || '';
  const ready = Boolean(chosen && /^\d{4}-\d{2}-\d{2}$/.test(date));
  const start = ready && /^\d{2}:\d{2}$/.test(time) ? zonedIso(date, time, timezone) : '';

  const check = useQuery(ServiceSlotCheckQuery, { variables: { serviceId: chosen, start }, skip: !start, fetchPolicy: 'network-only' });
  const slots = useQuery(ServiceSlotsQuery, {
    variables: { serviceId: chosen, from: date, to: date, timezone },
    skip: !ready,
    fetchPolicy: 'network-only',
  });
  const day = slots.data?.serviceSlots.days[0];

  let body;
  if (services.error && services.dataState !== 'complete') {
    body = (
      <Alert.Root status="error" borderRadius="md">
        <Alert.Indicator />
        <Alert.Title>Your services could not be loaded</Alert.Title>
        <Button size="sm" variant="outline" ms="auto" loading={services.loading} onClick={() => void services.refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  } else if (services.dataState !== 'complete') {
    body = <Skeleton h="24" borderRadius="md" aria-label="Loading your services" />;
  } else if (list.length === 0) {
    body = (
      <Text color="fg.muted">
        Make a service first: the preview shows what guests can book of it.{' '}
        <Link to="/settings/services" style={{ textDecoration: 'underline' }}>
          Add a service
        </Link>
      </Text>
    );
  } else {
    body = (
      <Stack gap="4">
        <HStack gap="4" align="end" flexWrap="wrap">
          <Field.Root w={{ base: 'full', md: '16rem' }}>
            <Field.Label>Service</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={chosen} onChange={(e) => setServiceId(e.target.value)}>
                {list.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title}
                    {s.active ? '' : ' (inactive)'}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label>Date</Field.Label>
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label>Time</Field.Label>
            <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
          </Field.Root>
        </HStack>
        <Stack gap="1" aria-live="polite">
          {check.loading && <Skeleton h="6" w="60" />}
          {check.error && <Text color="fg.error">{check.error.message}</Text>}
          {check.data && !check.loading && (
            <HStack gap="2" flexWrap="wrap">
              <Badge colorPalette={check.data.serviceSlotCheck.offered ? 'green' : 'orange'} size="md">
                {check.data.serviceSlotCheck.offered ? 'Offered' : 'Not offered'}
              </Badge>
              <Text>
                {check.data.serviceSlotCheck.offered
                  ? `Guests can book ${formatInZone(start, timezone)}.`
                  : check.data.serviceSlotCheck.reason}
              </Text>
            </HStack>
          )}
        </Stack>
        <Stack gap="2">
          <Text fontWeight="medium" fontSize="sm">
            Offered starts that day
          </Text>
          {slots.loading && <Skeleton h="8" />}
          {slots.error && <Text color="fg.error">{slots.error.message}</Text>}
          {day && day.slots.length === 0 && (
            <Text color="fg.muted" fontSize="sm">
              None: no start that day can be booked.
            </Text>
          )}
          {day && day.slots.length > 0 && (
            <Wrap gap="2" as="ul" listStyleType="none" aria-label="Offered starts">
              {day.slots.map((slot) => (
                <Badge as="li" key={slot} variant="outline" size="md" fontVariantNumeric="tabular-nums">
                  {formatInZone(slot, timezone, { dateStyle: undefined, timeStyle: 'short' })}
                </Badge>
              ))}
            </Wrap>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby="availability-preview" borderRadius="xl">
      <Card.Header>
        <Heading id="availability-preview" as="h2" size="md">
          Preview
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          What a guest would see, with your saved hours, notice, buffers and calls. Times are in {timezone.replace(/_/g, ' ')}.
        </Text>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
