import { Stack } from '@chakra-ui/react';
import { ActivityFeed } from '../../features/activity/ActivityFeed';
import { AnalyticsPanel } from '../../features/activity/AnalyticsPanel';
import { CustomerSectionTabs } from '../../features/customers/CustomerSectionTabs';
import { PortalGate } from '../../features/portals/PortalGate';

export default function ActivityPage() {
  return (
    <PortalGate title="Activity">
      {(portal) => (
        <>
          <CustomerSectionTabs portalId={portal.id} portalSlug={portal.slug} />
          <Stack key={portal.id} px={{ base: 6, md: 10 }} py="6" gap="10">
            <AnalyticsPanel portal={portal} />
            <ActivityFeed portal={portal} />
          </Stack>
        </>
      )}
    </PortalGate>
  );
}
