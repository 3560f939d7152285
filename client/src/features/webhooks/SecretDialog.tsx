import { Alert, Button, Clipboard, Code, Dialog, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { DialogShell } from '../../app/ui/DialogShell';

/**
 * A signing secret, shown this once (after adding an endpoint or rotating its secret), with a copy
 * button. Closing it is the builder's "I have it": the server keeps the secret sealed and never
 * answers it again.
 */
export function SecretDialog({ secret, url, rotated, onClose }: { secret: string; url: string; rotated: boolean; onClose(): void }) {
  return (
    <DialogShell role="alertdialog" onClose={onClose} closeOnInteractOutside={false} size="lg">
      <Dialog.Header>
        <Dialog.Title>{rotated ? 'Your new signing secret' : 'Endpoint added: copy its signing secret'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description>
            Give this secret to the receiver at {url}: it checks the <Code>webhook-signature</Code> header of each event with it. It is
            shown only now.
          </Dialog.Description>
          <Clipboard.Root value={secret}>
            <Clipboard.Label srOnly>Signing secret</Clipboard.Label>
            <HStack gap="2" p="3" borderWidth="1px" borderRadius="md" bg="bg.subtle">
              <Text fontFamily="mono" fontSize="sm" flex="1" minW="0" wordBreak="break-all" data-testid="webhook-secret">
                {secret}
              </Text>
              <Clipboard.Trigger asChild>
                <IconButton size="sm" variant="outline" aria-label="Copy the signing secret">
                  <Clipboard.Indicator copied={<LuCheck />}>
                    <LuCopy />
                  </Clipboard.Indicator>
                </IconButton>
              </Clipboard.Trigger>
            </HStack>
          </Clipboard.Root>
          {rotated && (
            <Alert.Root status="info" borderRadius="md">
              <Alert.Indicator />
              <Alert.Description>
                The previous secret keeps signing beside this one for 24 hours, so the receiver can switch without missing an event.
              </Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="brand" onClick={onClose}>
          I have copied it
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
