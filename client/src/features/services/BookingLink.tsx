import { Clipboard, HStack, IconButton, Link as ChakraLink, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { Link } from 'react-router-dom';

export const bookingUrl = (username: string, slug?: string) => `${window.location.origin}/book/${username}${slug ? `/${slug}` : ''}`;

/** A copy button for a booking link, or where to set the username it needs. */
export function BookingLink({ username, slug, label }: { username: string | null | undefined; slug?: string; label: string }) {
  if (!username)
    return (
      <Text fontSize="sm" color="fg.muted">
        Booking links need a username.{' '}
        <ChakraLink asChild color="brand.fg">
          <Link to="/settings#settings-account">Set your username</Link>
        </ChakraLink>
      </Text>
    );
  const url = bookingUrl(username, slug);
  return (
    <Clipboard.Root value={url}>
      <HStack gap="1" minW="0">
        <Text fontSize="sm" color="fg.muted" truncate>
          {url}
        </Text>
        <Clipboard.Trigger asChild>
          <IconButton size="xs" variant="ghost" aria-label={label}>
            <Clipboard.Indicator copied="✓">
              <LuCopy />
            </Clipboard.Indicator>
          </IconButton>
        </Clipboard.Trigger>
      </HStack>
    </Clipboard.Root>
  );
}
