import { Box, CloseButton, Drawer, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { IconType } from 'react-icons';
import { LuDatabase, LuLayoutTemplate, LuMenu, LuPlug, LuSettings, LuUsers, LuWorkflow } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PORTAL_NAV, portalNavTarget } from '../route-table';

const ICONS: Record<(typeof PORTAL_NAV)[number]['segment'], IconType> = {
  layout: LuLayoutTemplate,
  workflows: LuWorkflow,
  database: LuDatabase,
  customer: LuUsers,
  integrations: LuPlug,
  settings: LuSettings,
};

function PortalNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const [portalSlug, current] = pathname.split('/').filter(Boolean);
  return (
    <>
      <Text px="3" pb="3" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.subtle" truncate>
        {portalSlug}
      </Text>
      <Stack gap="1">
        {PORTAL_NAV.map(({ label, segment }) => {
          const Icon = ICONS[segment];
          const active = current === segment;
          return (
            <RouterLink key={segment} to={portalNavTarget(pathname, segment)} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
              <Box
                display="flex"
                alignItems="center"
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
                {label}
              </Box>
            </RouterLink>
          );
        })}
      </Stack>
    </>
  );
}

/** Width 80, hidden (width 0) below the `lg` breakpoint (seed §9). */
export function PortalSideNav() {
  return (
    <Box
      as="nav"
      aria-label="Portal navigation"
      w={{ base: 0, lg: 80 }}
      display={{ base: 'none', lg: 'block' }}
      flexShrink={0}
      bg="bg"
      borderRightWidth="1px"
      px="4"
      py="6"
    >
      <PortalNavLinks />
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
            <Drawer.Header>
              <Drawer.Title>Portal</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body as="nav" aria-label="Portal menu">
              <PortalNavLinks onNavigate={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
