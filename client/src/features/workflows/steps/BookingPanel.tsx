import { useQuery } from '@apollo/client/react';
import { Button, Field, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MyServicesQuery } from '../../services/services.documents';
import type { StepPanelProps } from './types';

export interface BookingConfig {
  serviceId?: string | null;
  title?: string;
}

const TITLE_MAX = 120;

/** The service the customer books a call of (Query.myServices), and the step's heading. */
export function BookingPanel({ step, onChange }: StepPanelProps<BookingConfig>) {
  const c = step.config;
  const { data, loading, error, refetch } = useQuery(MyServicesQuery);
  const services = data?.myServices ?? [];
  const chosen = services.find((s) => s.id === c.serviceId);

  let picker;
  if (loading && !data) picker = <Skeleton height="10" />;
  else if (error && !data)
    picker = (
      <Text fontSize="sm" color="fg.error">
        Your services could not be loaded.{' '}
        <Button size="xs" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </Text>
    );
  else if (services.length === 0)
    picker = (
      <Text fontSize="sm" color="fg.muted">
        Make a service first: in{' '}
        <RouterLink to="/settings/services" style={{ textDecoration: 'underline' }}>
          Settings → Services
        </RouterLink>
        , add the call customers book (its length and hours), then choose it here.
      </Text>
    );
  else
    picker = (
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label="Service"
          value={c.serviceId ?? ''}
          onChange={(e) => onChange({ ...c, serviceId: e.currentTarget.value || null })}
        >
          <option value="">Choose a service…</option>
          {c.serviceId && !chosen ? <option value={c.serviceId}>A service that is not yours</option> : null}
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title} · {s.durationMinutes} min{s.active ? '' : ' (switched off)'}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );

  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>Service</Field.Label>
        {picker}
        {services.length > 0 && (
          <Field.HelperText>
            {chosen && !chosen.active
              ? 'This service is switched off: customers cannot book it until you turn it on in Settings → Services.'
              : 'The customer picks a time from the host’s hours and books it; the run goes on once the call is booked.'}
          </Field.HelperText>
        )}
      </Field.Root>
      <Field.Root>
        <Field.Label>Heading</Field.Label>
        <Input
          value={c.title ?? ''}
          maxLength={TITLE_MAX}
          placeholder={chosen ? `Book your ${chosen.title}` : 'Book a call'}
          onChange={(e) => onChange({ ...c, title: e.target.value })}
        />
        <Field.HelperText>What the customer reads above the times. Leave it empty to use the service’s title.</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
