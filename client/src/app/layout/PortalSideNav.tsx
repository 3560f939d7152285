import { Box, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuDatabase, LuLayoutTemplate, LuPlug, LuSettings, LuUsers, LuWorkflow } from 'react-icons/lu';
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

/** Width 80, hidden (width 0) below the `lg` breakpoint (seed §9). */
export function PortalSideNav() {
  const { pathname } = useLocation();
  const [portalSlug, current] = pathname.split('/').filter(Boolean);
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
      <Text px="3" pb="3" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.subtle" truncate>
        {portalSlug}
      </Text>
      <Stack gap="1">
        {PORTAL_NAV.map(({ label, segment }) => {
          const Icon = ICONS[segment];
          const active = current === segment;
          return (
            <RouterLink key={segment} to={portalNavTarget(pathname, segment)} aria-current={active ? 'page' : undefined}>
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
    </Box>
  );
}
