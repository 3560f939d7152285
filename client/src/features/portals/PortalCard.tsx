import { Badge, Box, Card, Heading, HStack, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { LuGlobe } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PortalAddress } from './PortalAddress';
import { PortalMark } from './PortalMark';
import type { Portal } from './use-portal';

/** One portal in the list: the whole card opens its settings; its customer address copies and opens from here. */
export function PortalCard({ portal }: { portal: Portal }) {
  const { name, slug, subDomain, logoUrl, theme, basicInfo } = portal;
  return (
    <LinkBox as="li" listStyleType="none" h="full">
      <Card.Root
        h="full"
        borderRadius="xl"
        transition="box-shadow 0.15s, border-color 0.15s"
        _hover={{ shadow: 'md', borderColor: 'brand.emphasized' }}
        _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <Card.Body gap="4">
          <HStack gap="4" align="center" minW="0">
            <PortalMark name={name} logoUrl={logoUrl} color={theme.primaryColor} size="lg" />
            <Box minW="0" flex="1">
              <Heading as="h2" size="md" truncate title={name}>
                <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
                  <RouterLink to={`/${slug}/settings`}>{name}</RouterLink>
                </LinkOverlay>
              </Heading>
              <HStack gap="1.5" color="fg.muted" fontSize="sm" minW="0">
                <LuGlobe aria-hidden="true" style={{ flexShrink: 0 }} />
                <Text truncate title={`Sub-domain: ${subDomain}`}>
                  {subDomain}
                </Text>
              </HStack>
            </Box>
          </HStack>
          <Text fontSize="sm" color={basicInfo.description ? 'fg' : 'fg.subtle'} lineClamp={2} minH="10">
            {basicInfo.description || 'No description yet — add one in Settings.'}
          </Text>
          {/* Its buttons sit above the card's link overlay (LinkBox lifts links, PortalAddress its Copy buttons). */}
          <PortalAddress compact portal={portal} name={name} aria-label={`Customer address of ${name}`} role="group" />
        </Card.Body>
        <Card.Footer justifyContent="space-between" pt="0">
          <HStack gap="1.5">
            <HStack gap="1" role="img" aria-label={`Theme colours ${theme.primaryColor} and ${theme.accentColor}`}>
              <Box
                boxSize="3.5"
                borderRadius="full"
                borderWidth="1px"
                borderColor="blackAlpha.200"
                style={{ background: theme.primaryColor }}
              />
              <Box
                boxSize="3.5"
                borderRadius="full"
                borderWidth="1px"
                borderColor="blackAlpha.200"
                style={{ background: theme.accentColor }}
              />
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {theme.mode === 'DARK' ? 'Dark theme' : 'Light theme'}
            </Text>
          </HStack>
          <Badge variant="surface" colorPalette="gray" fontFamily="mono" fontWeight="normal">
            /{slug}
          </Badge>
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
