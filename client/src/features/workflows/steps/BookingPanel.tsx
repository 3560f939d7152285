import { useQuery } from '@apollo/client/react';
import { Field, Input, Stack } from '@chakra-ui/react';
import { MyServicesQuery } from '../../services/services.documents';
import { ServiceSelect } from '../../services/ServiceSelect';
import type { StepPanelProps } from './types';

export interface BookingConfig {
  serviceId?: string | null;
  title?: string;
}

const TITLE_MAX = 120;

/** The service the customer books a call of (Query.myServices), and the step's heading. */
export function BookingPanel({ step, onChange }: StepPanelProps<BookingConfig>) {
  const c = step.config;
  // The same query as the picker's (answered from the cache): the heading's placeholder names the service.
  const { data } = useQuery(MyServicesQuery);
  const chosen = data?.myServices.find((s) => s.id === c.serviceId);

  return (
    <Stack gap="4">
      <ServiceSelect
        value={c.serviceId ?? null}
        onChange={(serviceId) => onChange({ ...c, serviceId })}
        missing="A service that is not yours"
        helper={(s) =>
          s && !s.active
            ? 'This service is switched off: customers cannot book it until you turn it on in Settings → Services.'
            : 'The customer picks a time from the host’s hours and books it; the run goes on once the call is booked.'
        }
      />
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
