import {
  Alert,
  Box,
  Button,
  Clipboard,
  Code,
  Dialog,
  HStack,
  IconButton,
  Input,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { LuCheck, LuCopy, LuExternalLink } from 'react-icons/lu';
import { DialogShell } from '../../app/ui/DialogShell';

// The copy button's name holds its visible word ("Copy", then "Copied").
const SECRET_LABELS = { triggerLabel: (copied: boolean) => (copied ? 'Copied the secret' : 'Copy the secret') };

export interface CreatedSecret {
  name: string;
  secret: string;
}

/**
 * The new key's secret, shown this once (Portico keeps only its hash), with a copy button, a curl
 * command that uses it and the way to the GraphQL sandbox. Closed, the secret is gone from the page
 * and from memory; a click outside does not close it, so it is not lost by accident.
 */
export function SecretDialog({ created, onClose }: { created: CreatedSecret; onClose(): void }) {
  const curl = `curl -H "Authorization: Bearer ${created.secret}" ${window.location.origin}/v1/portal/list`;
  return (
    <DialogShell onClose={onClose} size={{ mdDown: 'full', md: 'lg' }} closeOnInteractOutside={false}>
      <Dialog.Header>
        <Dialog.Title overflowWrap="anywhere">{created.name} is ready</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Alert.Root status="warning" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>Copy it now — you won’t see it again. Portico keeps only a hash.</Alert.Title>
          </Alert.Root>

          <Clipboard.Root value={created.secret} translations={SECRET_LABELS}>
            <Stack gap="1.5">
              <Clipboard.Label fontWeight="medium" fontSize="sm">
                Secret
              </Clipboard.Label>
              <HStack gap="2">
                <Clipboard.Input asChild>
                  <Input fontFamily="mono" fontSize="sm" flex="1" minW="0" />
                </Clipboard.Input>
                <Clipboard.Trigger asChild>
                  <Button variant="solid" colorPalette="brand" flexShrink={0}>
                    <Clipboard.Indicator copied={<LuCheck />}>
                      <LuCopy />
                    </Clipboard.Indicator>
                    <Clipboard.Indicator copied="Copied">Copy</Clipboard.Indicator>
                  </Button>
                </Clipboard.Trigger>
              </HStack>
            </Stack>
          </Clipboard.Root>

          <Stack gap="2">
            <Text fontWeight="medium" fontSize="sm">
              Try it
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Send the secret as a bearer token, on <Code size="sm">/v1</Code> or <Code size="sm">/graphql</Code>. This lists the
              workspace’s portals:
            </Text>
            <Clipboard.Root value={curl}>
              <Box position="relative" borderWidth="1px" borderRadius="md" bg="bg.subtle" pe="10">
                <Box as="pre" fontFamily="mono" fontSize="xs" p="3" whiteSpace="pre-wrap" overflowWrap="anywhere" m="0">
                  {curl}
                </Box>
                <Clipboard.Trigger asChild>
                  <IconButton size="xs" variant="ghost" position="absolute" top="1.5" insetEnd="1.5" aria-label="Copy the curl command">
                    <Clipboard.Indicator copied={<LuCheck />}>
                      <LuCopy />
                    </Clipboard.Indicator>
                  </IconButton>
                </Clipboard.Trigger>
              </Box>
            </Clipboard.Root>
            <Text fontSize="sm" color="fg.muted">
              In the GraphQL sandbox, put <Code size="sm">{'{"Authorization": "Bearer pk_…"}'}</Code> in its Headers tab: the key then wins
              over your own session.
            </Text>
            <Link href="/graphql" target="_blank" rel="noopener" color="brand.fg" fontWeight="medium" fontSize="sm" alignSelf="flex-start">
              Try it in the GraphQL sandbox <LuExternalLink aria-hidden="true" />
              <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            </Link>
          </Stack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="brand" variant="outline" onClick={onClose}>
          Done
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
