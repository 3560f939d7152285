import { useQuery } from '@apollo/client/react';
import { Button, Field, NativeSelect, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ServiceFieldsFragment } from '../../gql/graphql';
import { MyServicesQuery } from './services.documents';

/**
 * "Service": one of the builder's services (Query.myServices) for a BOOKING block or a BOOKING step,
 * with the states around it (loading, failed, none made yet: a way to make one) and a note under it
 * that `helper` words for the chosen service (a switched-off one says so).
 */
export function ServiceSelect({
  value,
  onChange,
  helper,
  missing,
  error,
  id,
  size = 'md',
}: {
  value: string | null;
  onChange: (serviceId: string | null) => void;
  helper: (chosen: ServiceFieldsFragment | undefined) => string;
  /** How a chosen id that is not among the builder's services reads. */
  missing: string;
  error?: string;
  id?: string;
  size?: 'sm' | 'md';
}) {
  const { data, loading, error: loadError, refetch } = useQuery(MyServicesQuery);
  const services = data?.myServices ?? [];
  const chosen = services.find((s) => s.id === value);

  let body;
  if (loading && !data) body = <Skeleton height={size === 'sm' ? '8' : '10'} />;
  else if (loadError && !data)
    body = (
      <Text fontSize="sm" color="fg.error">
        Your services could not be loaded.{' '}
        <Button size="xs" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </Text>
    );
  else if (services.length === 0)
    body = (
      <Text fontSize="sm" color="fg.muted">
        Make a service first: in{' '}
        <RouterLink to="/settings/services" style={{ textDecoration: 'underline' }}>
          Settings → Services
        </RouterLink>
        , add the call customers book (its length, price and hours), then choose it here.
      </Text>
    );
  else
    body = (
      <NativeSelect.Root size={size}>
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || null)}>
          <option value="">Choose a service…</option>
          {value && !chosen ? <option value={value}>{missing}</option> : null}
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
    <Field.Root id={id} invalid={Boolean(error)}>
      <Field.Label fontSize={size === 'sm' ? 'sm' : undefined}>Service</Field.Label>
      {body}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : services.length ? <Field.HelperText>{helper(chosen)}</Field.HelperText> : null}
    </Field.Root>
  );
}
