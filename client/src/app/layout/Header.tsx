import { Flex, HStack, Link } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../ui/Logo';
import { PlanPopover } from './PlanPopover';
import { ProfilePopover } from './ProfilePopover';

/** `NavMenu`: the route's navigation as a menu, for screens too narrow for the side navigation. */
export function Header({ NavMenu }: { NavMenu?: ComponentType }) {
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
        {NavMenu && <NavMenu />}
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
