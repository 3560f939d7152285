import { Button, Clipboard, HStack, IconButton, Stack, Text, type StackProps } from '@chakra-ui/react';
import { LuCheck, LuCopy, LuExternalLink } from 'react-icons/lu';
import type { Portal } from './use-portal';

export interface CustomerAddresses {
  /** {origin}/p/{slug}: always served. */
  path: string;
  /** {protocol}//{subDomain}.{APP_DOMAIN}: only when the server runs with APP_DOMAIN. */
  subDomain: string | null;
}

/** Where customers reach the portal; the sub-domain one is the address to hand out when there is one. */
export function customerAddresses(portal: Pick<Portal, 'slug' | 'subDomainUrl'>): CustomerAddresses {
  return { path: `${window.location.origin}/p/${portal.slug}`, subDomain: portal.subDomainUrl ?? null };
}

export const primaryAddress = (addresses: CustomerAddresses) => addresses.subDomain ?? addresses.path;

/**
 * The portal's customer addresses in full, each with a Copy button, and "View portal" opening the
 * main one in a new tab. `name` goes into the buttons' names, so that a list of cards stays clear.
 */
export function PortalAddress({
  portal,
  name,
  compact = false,
  ...stack
}: { portal: Pick<Portal, 'slug' | 'subDomainUrl'>; name: string; compact?: boolean } & StackProps) {
  const addresses = customerAddresses(portal);
  const rows = [addresses.subDomain, addresses.path].filter((a): a is string => Boolean(a));
  return (
    <Stack gap="1.5" minW="0" {...stack}>
      {rows.map((address) => (
        <HStack key={address} gap="1" minW="0">
          <Text fontFamily="mono" fontSize={compact ? 'xs' : 'sm'} wordBreak="break-all" flex="1" minW="0">
            {address}
          </Text>
          <Clipboard.Root value={address} timeout={2000}>
            <Clipboard.Trigger asChild>
              <IconButton variant="ghost" size="xs" aria-label={`Copy ${address}`} title="Copy the address" position="relative" zIndex="1">
                <Clipboard.Indicator copied={<LuCheck aria-hidden="true" />}>
                  <LuCopy aria-hidden="true" />
                </Clipboard.Indicator>
              </IconButton>
            </Clipboard.Trigger>
          </Clipboard.Root>
        </HStack>
      ))}
      <Button asChild variant="outline" size="xs" alignSelf="flex-start">
        <a href={primaryAddress(addresses)} target="_blank" rel="noreferrer" aria-label={`View portal ${name} (opens in a new tab)`}>
          <LuExternalLink aria-hidden="true" /> View portal
        </a>
      </Button>
    </Stack>
  );
}
