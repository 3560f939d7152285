import { Stack, Text } from '@chakra-ui/react';
import { GoogleCalendarCard } from '../../features/google/GoogleCalendarCard';
import { PortalGate } from '../../features/portals/PortalGate';

export default function IntegrationsPage() {
  return (
    <PortalGate title="Integrations" description="Connect Portico to the tools you already use.">
      {() => (
        <Stack gap="4" px={{ base: 6, md: 10 }} py="8" maxW="4xl">
          <Text fontSize="sm" color="fg.muted">
            Google Calendar is your own, not this portal’s: one connection serves all your services and booking pages, in every portal. It
            is also in Settings → Calendar.
          </Text>
          <GoogleCalendarCard />
        </Stack>
      )}
    </PortalGate>
  );
}
