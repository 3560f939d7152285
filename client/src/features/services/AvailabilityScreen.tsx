import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../app/ui/toaster';
import type { DefaultAvailabilityQuery as DefaultAvailabilityData } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { UpdateMeMutation } from '../settings/settings.documents';
import { TimeZonePicker } from '../settings/TimeZonePicker';
import { useUpdateSessionUser } from '../settings/use-session-user';
import { AvailabilityPreview } from './AvailabilityPreview';
import { DateOverridesEditor } from './DateOverridesEditor';
import { LoadError, LoadingCards } from './ScreenStates';
import { DefaultAvailabilityQuery, UpdateDefaultAvailabilityMutation } from './services.documents';
import { WeekGridEditor } from './WeekGridEditor';
import { editableHours, errorsUnder, todayIn } from './week-hours';

/** The builder's time zone and default hours: a week, date overrides, and a preview of what is offered. */
export function AvailabilityScreen() {
  const { data, dataState, error, refetch, loading } = useQuery(DefaultAvailabilityQuery);
  if (error && dataState !== 'complete')
    return <LoadError title="Your hours could not be loaded" error={error} retrying={loading} onRetry={() => void refetch()} />;
  if (dataState !== 'complete') return <LoadingCards label="Loading your hours" />;
  return (
    <Stack gap="6">
      <HoursForm key={data.me.id} data={data} />
      <AvailabilityPreview timezone={data.me.timezone} />
    </Stack>
  );
}

function HoursForm({ data }: { data: DefaultAvailabilityData }) {
  const [timezone, setTimezone] = useState(data.me.timezone);
  const [hours, setHours] = useState(() => editableHours(data.defaultAvailability));
  const [details, setDetails] = useState<Record<string, string>>({});
  const [saveHours] = useMutation(UpdateDefaultAvailabilityMutation);
  const [updateMe] = useMutation(UpdateMeMutation);
  const updateSessionUser = useUpdateSessionUser();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setDetails({});
    try {
      if (timezone !== data.me.timezone) {
        const result = await updateMe({ variables: { input: { timezone } } });
        if (result.data) updateSessionUser(result.data.updateMe);
      }
      const result = await saveHours({ variables: { input: hours } });
      if (result.data) setHours(editableHours(result.data.updateDefaultAvailability));
      toaster.create({ type: 'success', title: 'Your hours are saved' });
    } catch (err) {
      const { message, details: fields } = readServerError(err);
      setDetails(fields ?? {});
      toaster.create({ type: 'error', title: 'Your hours were not saved', description: fields ? 'Check the highlighted hours.' : message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="availability-hours" borderRadius="xl">
      <Card.Header>
        <Heading id="availability-hours" as="h2" size="md">
          Your default hours
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          When guests can book you, read in your time zone. A service follows these unless it has hours of its own.
          {data.defaultAvailability.isDefault && ' These are the starting hours: save to make them yours.'}
        </Text>
      </Card.Header>
      <Card.Body gap="6">
        <TimeZonePicker value={timezone} onChange={setTimezone} error={errorsUnder(details, 'timezone')['']} disabled={saving} />
        <WeekGridEditor
          value={hours.weekly}
          onChange={(weekly) => setHours({ ...hours, weekly })}
          errors={errorsUnder(details, 'weekly')}
          disabled={saving}
        />
        <Stack gap="3">
          <Heading as="h3" size="sm">
            Date overrides
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            A holiday, a day with other hours: pick the date, then keep it as a day off or give it hours.
          </Text>
          <DateOverridesEditor
            value={hours.dateOverrides}
            onChange={(dateOverrides) => setHours({ ...hours, dateOverrides })}
            errors={errorsUnder(details, 'dateOverrides')}
            disabled={saving}
            today={todayIn(timezone)}
          />
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent="flex-end">
        <HStack>
          <Button colorPalette="brand" loading={saving} loadingText="Saving" onClick={() => void save()}>
            Save hours
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
