import { useQuery } from '@apollo/client/react';
import { Button, Field, NativeSelect, Skeleton, Text } from '@chakra-ui/react';
import { createUsePuck, type CustomField } from '@puckeditor/core';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MyServicesQuery } from '../services/services.documents';
import { useLayoutEditor } from './editor-context';

/** The BOOKING block's "Service": one of the builder's services (Query.myServices), or a way to make one. */

const usePuck = createUsePuck();

export const serviceField: CustomField<string | null> = {
  type: 'custom',
  label: 'Service',
  render: ({ id, name, value, onChange }) => <ServicePicker id={id} name={name} value={value ?? null} onChange={onChange} />,
};

function ServicePicker({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name: string;
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  // Puck may draw the fields twice (a hidden copy): each copy's control has an id of its own.
  const own = `${id}-${useId()}`;
  const { data, loading, error, refetch } = useQuery(MyServicesQuery);
  const blockId = usePuck((s) => (s.selectedItem?.props.id as string | undefined) ?? null);
  const { blockErrors } = useLayoutEditor();
  const saveError = blockId ? blockErrors[blockId]?.[name] : undefined;
  const services = data?.myServices ?? [];
  const chosen = services.find((s) => s.id === value);

  let body;
  if (loading && !data) body = <Skeleton height="8" />;
  else if (error && !data)
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
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || null)}>
          <option value="">Choose a service…</option>
          {value && !chosen ? <option value={value}>A service that no longer exists</option> : null}
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
              {s.active ? '' : ' (switched off)'}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );

  return (
    <Field.Root id={own} invalid={Boolean(saveError)}>
      <Field.Label fontSize="sm">Service</Field.Label>
      {body}
      {saveError ? (
        <Field.ErrorText>{saveError}</Field.ErrorText>
      ) : services.length ? (
        <Field.HelperText>
          {chosen && !chosen.active
            ? 'This service is switched off: customers see that it is not taking bookings. Turn it on in Settings → Services.'
            : 'Signed-in customers pick a time and book it as themselves.'}
        </Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
