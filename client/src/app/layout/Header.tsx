import { Flex, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../ui/Logo';
import { PlanPopover } from './PlanPopover';
import { PortalNavMenu } from './PortalSideNav';
import { ProfilePopover } from './ProfilePopover';

export function Header({ portalNav = false }: { portalNav?: boolean }) {
  return (
    <Flex
      as="header"
      h="16"
      px={{ base: 4, md: 6 }}
      align="center"
      justify="space-between"
      bg="bg"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <HStack gap={{ base: 2, md: 4 }}>
        {portalNav && <PortalNavMenu />}
        <Link asChild aria-label="Portico — your portals" _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/portals">
            <Logo />
          </RouterLink>
        </Link>
        <PlanPopover />
      </HStack>
      <ProfilePopover />
    </Flex>
  );
}
