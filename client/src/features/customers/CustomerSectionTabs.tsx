import { useQuery } from '@apollo/client/react';
import { Badge, HStack, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { UnreadTicketCountQuery } from '../tickets/tickets.documents';

/** Customers, their tickets, the portal's activity and how customers sign in: one section of the portal, four tabs (as links). */
export function CustomerSectionTabs({ portalId, portalSlug }: { portalId: string; portalSlug: string }) {
  const { data } = useQuery(UnreadTicketCountQuery, { variables: { portalId }, pollInterval: 30_000 });
  const unread = data?.unreadTicketCount ?? 0;
  const tabs = [
    { to: `/${portalSlug}/customer`, label: 'Customers', end: true },
    { to: `/${portalSlug}/customer/tickets`, label: 'Tickets', badge: unread },
    { to: `/${portalSlug}/customer/activity`, label: 'Activity' },
    { to: `/${portalSlug}/customer/settings`, label: 'Sign-in settings' },
  ];
  return (
    // On a phone the four tabs wrap onto a second row rather than run off the edge.
    <HStack
      as="nav"
      aria-label="Customer section"
      gap="1"
      borderBottomWidth="1px"
      px={{ base: 4, md: 10 }}
      mt="4"
      flexWrap={{ base: 'wrap', md: 'nowrap' }}
      overflowX={{ base: 'visible', md: 'auto' }}
    >
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          asChild
          px="3"
          py="2.5"
          fontWeight="medium"
          color="fg.muted"
          borderBottomWidth="2px"
          borderColor="transparent"
          mb="-1px"
          whiteSpace="nowrap"
          _hover={{ color: 'fg', textDecoration: 'none' }}
          css={{ '&[aria-current=page]': { color: 'fg', borderColor: 'colorPalette.solid' } }}
          colorPalette="brand"
        >
          <NavLink to={tab.to} end={tab.end}>
            {tab.label}
            {tab.badge ? (
              <Badge ms="2" colorPalette="red" variant="solid" borderRadius="full" aria-label={`${tab.badge} unread`}>
                {tab.badge}
              </Badge>
            ) : null}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}
