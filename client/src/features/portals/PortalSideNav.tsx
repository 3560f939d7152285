import { useQuery } from '@apollo/client/react';
import { Badge, Box, CloseButton, Drawer, HStack, IconButton, Portal, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { IconType } from 'react-icons';
import {
  LuDatabase,
  LuLayoutTemplate,
  LuMenu,
  LuPanelLeftClose,
  LuPanelLeftOpen,
  LuPlug,
  LuSettings,
  LuUsers,
  LuWorkflow,
} from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PORTAL_NAV, portalNavTarget } from '../../app/route-table';
import { UnreadTicketCountQuery } from '../tickets/tickets.documents';
import { PortalMark } from './PortalMark';
import { usePortalBySlug } from './use-portal';

const ICONS: Record<(typeof PORTAL_NAV)[number]['segment'], IconType> = {
  layout: LuLayoutTemplate,
  workflows: LuWorkflow,
  database: LuDatabase,
  customer: LuUsers,
  integrations: LuPlug,
  settings: LuSettings,
};

function usePortalOfPath() {
  const { pathname } = useLocation();
  const [portalSlug = '', current] = pathname.split('/').filter(Boolean);
  return { pathname, portalSlug, current, ...usePortalBySlug(portalSlug) };
}

/** The portal's logo, name and sub-domain, from the same cached query as the screen. */
function PortalIdentity({ compact = false }: { compact?: boolean }) {
  const { portal, notFound, portalSlug } = usePortalOfPath();
  if (notFound) {
    return (
      <Text px="3" fontSize="sm" color="fg.muted" truncate>
        No portal at /{portalSlug}
      </Text>
    );
  }
  if (!portal) {
    return (
      <HStack px="3" gap="3" aria-hidden="true">
        <Skeleton boxSize="10" borderRadius="lg" />
        <Stack gap="1.5" flex="1">
          <Skeleton h="4" w="70%" />
          <Skeleton h="3" w="40%" />
        </Stack>
      </HStack>
    );
  }
  if (compact)
    return (
      <Box title={portal.name}>
        <PortalMark name={portal.name} logoUrl={portal.logoUrl} color={portal.theme.primaryColor} />
      </Box>
    );
  return (
    <HStack px="3" gap="3" minW="0">
      <PortalMark name={portal.name} logoUrl={portal.logoUrl} color={portal.theme.primaryColor} />
      <Box minW="0">
        <Text fontWeight="semibold" truncate title={portal.name}>
          {portal.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate title={portal.subDomain}>
          {portal.subDomain}
        </Text>
      </Box>
    </HStack>
  );
}

/** What is under "Customer", in sight: its tickets (with the unread count) and the portal's activity. */
const CUSTOMER_SUB = [
  { label: 'Tickets', path: 'customer/tickets' },
  { label: 'Activity', path: 'customer/activity' },
] as const;
/** Under "Integrations": the portal's outgoing webhooks. */
const INTEGRATIONS_SUB = [{ label: 'Webhooks', path: 'integrations/webhooks' }] as const;
const SUB: Partial<Record<string, ReadonlyArray<{ label: string; path: string }>>> = {
  customer: CUSTOMER_SUB,
  integrations: INTEGRATIONS_SUB,
};

function PortalNavLinks({ onNavigate, compact = false }: { onNavigate?: () => void; compact?: boolean }) {
  const { pathname, current, notFound, portal, portalSlug } = usePortalOfPath();
  const unreadQuery = useQuery(UnreadTicketCountQuery, {
    variables: { portalId: portal?.id ?? '' },
    skip: !portal,
    pollInterval: 30_000,
  });
  const unread = unreadQuery.data?.unreadTicketCount ?? 0;
  if (notFound) return null;
  const sub = (segment: string, label: string) =>
    SUB[segment] && !compact ? (
      <Stack gap="0.5" ps="9" aria-label={`Under ${label}`} as="ul" listStyleType="none">
        {SUB[segment].map((entry) => {
          const to = `/${portalSlug}/${entry.path}`;
          const active = pathname === to || pathname.startsWith(`${to}/`);
          return (
            <li key={entry.path}>
              <RouterLink to={to} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                <Box
                  display="flex"
                  alignItems="center"
                  gap="2"
                  px="3"
                  minH="9"
                  borderRadius="md"
                  fontSize="sm"
                  color={active ? 'brand.fg' : 'fg.muted'}
                  fontWeight={active ? 'semibold' : 'normal'}
                  _hover={{ bg: 'bg.muted', color: 'fg' }}
                >
                  {entry.label}
                  {entry.label === 'Tickets' && unread > 0 ? (
                    <Badge colorPalette="red" variant="solid" borderRadius="full" size="sm" aria-label={`${unread} unread`}>
                      {unread}
                    </Badge>
                  ) : null}
                </Box>
              </RouterLink>
            </li>
          );
        })}
      </Stack>
    ) : null;
  return (
    <Stack gap="1">
      {PORTAL_NAV.map(({ label, segment }) => {
        const Icon = ICONS[segment];
        // "Customer" itself is current on its list and a customer's page; its sub-entries mark the rest.
        const active = current === segment && !(!compact && SUB[segment]?.some((e) => pathname.startsWith(`/${portalSlug}/${e.path}`)));
        return (
          <Box key={segment}>
            <RouterLink
              to={portalNavTarget(pathname, segment)}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              title={compact ? label : undefined}
            >
              <Box
                display="flex"
                alignItems="center"
                justifyContent={compact ? 'center' : undefined}
                gap="3"
                px="3"
                py="2.5"
                borderRadius="md"
                fontWeight="medium"
                color={active ? 'brand.fg' : 'fg.muted'}
                bg={active ? 'brand.subtle' : 'transparent'}
                _hover={{ bg: active ? 'brand.subtle' : 'bg.muted', color: active ? 'brand.fg' : 'fg' }}
              >
                <Icon aria-hidden="true" />
                {compact ? <VisuallyHidden>{label}</VisuallyHidden> : label}
                {compact && segment === 'customer' && unread > 0 ? <VisuallyHidden>, {unread} unread tickets</VisuallyHidden> : null}
              </Box>
            </RouterLink>
            {sub(segment, label)}
          </Box>
        );
      })}
    </Stack>
  );
}

const COLLAPSED_KEY = 'portico.portalNav.collapsed';

/** Whether the builder folded the side navigation to its icons (remembered in this browser). */
function useCollapsed() {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(COLLAPSED_KEY) === '1';
    } catch {
      return false;
    }
  });
  const toggle = () =>
    setCollapsed((was) => {
      try {
        if (was) localStorage.removeItem(COLLAPSED_KEY);
        else localStorage.setItem(COLLAPSED_KEY, '1');
      } catch {
        // Private windows may refuse storage: the choice then lasts until the reload.
      }
      return !was;
    });
  return [collapsed, toggle] as const;
}

/**
 * Width 80, hidden (width 0) below the `lg` breakpoint (seed §9); its entries stay in view on long
 * screens. The builder can fold it to a rail of icons (64 px) to give the grid and the page editor
 * the room of about two more columns at 1280 px.
 */
export function PortalSideNav() {
  const [collapsed, toggle] = useCollapsed();
  return (
    <Box
      as="nav"
      aria-label="Portal navigation"
      w={{ base: 0, lg: collapsed ? 16 : 80 }}
      display={{ base: 'none', lg: 'block' }}
      flexShrink={0}
      bg="bg"
      borderRightWidth="1px"
    >
      <Box
        position="sticky"
        top="16"
        maxH="calc(100dvh - var(--chakra-sizes-16))"
        overflowY="auto"
        px={collapsed ? '2' : '4'}
        py="6"
        display="flex"
        flexDirection="column"
        alignItems={collapsed ? 'center' : undefined}
      >
        <Box pb="5" mb="4" borderBottomWidth="1px" alignSelf="stretch" display="flex" justifyContent={collapsed ? 'center' : undefined}>
          <PortalIdentity compact={collapsed} />
        </Box>
        <PortalNavLinks compact={collapsed} />
        <IconButton
          mt="4"
          alignSelf={collapsed ? 'center' : 'flex-start'}
          size="sm"
          variant="ghost"
          aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
          aria-expanded={!collapsed}
          title={collapsed ? 'Expand navigation' : 'Collapse navigation'}
          onClick={toggle}
        >
          {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
        </IconButton>
      </Box>
    </Box>
  );
}

/** Below `lg`, where the side navigation is hidden, the same entries open from the header. */
export function PortalNavMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" aria-label="Open portal navigation" hideFrom="lg">
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header px="4">
              <Drawer.Title asChild>
                <Box flex="1" minW="0" fontSize="md" fontWeight="normal" lineHeight="1.5" pe="8">
                  <PortalIdentity />
                </Box>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body as="nav" aria-label="Portal menu" px="4">
              <PortalNavLinks onNavigate={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close portal navigation" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
