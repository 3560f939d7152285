import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';

const ENTRIES = [
  { to: '/settings', label: 'Profile & account', end: true },
  { to: '/settings/availability', label: 'Availability', end: false },
  { to: '/settings/services', label: 'Services', end: false },
  { to: '/settings/calls', label: 'Calls', end: false },
  { to: '/settings/calendar', label: 'Calendar', end: false },
  { to: '/settings/payments', label: 'Payments', end: false },
  { to: '/settings/money', label: 'Money', end: false },
  { to: '/settings/api-keys', label: 'API keys', end: false },
];

/** The user settings' sub-navigation: profile, default hours, services, calls, calendar, payments, money and API keys. */
export function SettingsNav() {
  return (
    <HStack as="nav" aria-label="Settings sections" gap="1" borderBottomWidth="1px" mb="6" overflowX="auto">
      {ENTRIES.map((e) => (
        <ChakraLink
          key={e.to}
          asChild
          px="3"
          py="2"
          fontWeight="medium"
          whiteSpace="nowrap"
          color="fg.muted"
          borderBottomWidth="2px"
          borderColor="transparent"
          mb="-1px"
          _hover={{ color: 'fg', textDecoration: 'none' }}
          css={{ '&[aria-current=page]': { color: 'brand.fg', borderColor: 'brand.solid' } }}
        >
          <NavLink to={e.to} end={e.end}>
            {e.label}
          </NavLink>
        </ChakraLink>
      ))}
    </HStack>
  );
}
