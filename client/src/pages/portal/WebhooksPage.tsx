import { Box } from '@chakra-ui/react';
import { PortalGate } from '../../features/portals/PortalGate';
import { WebhooksScreen } from '../../features/webhooks/WebhooksScreen';

export default function WebhooksPage() {
  return (
    <PortalGate title="Webhooks" description="Tell other services what happens in this portal, as it happens.">
      {(portal) => (
        <Box px={{ base: 6, md: 10 }} py="8" maxW="6xl">
          <WebhooksScreen portalId={portal.id} />
        </Box>
      )}
    </PortalGate>
  );
}
