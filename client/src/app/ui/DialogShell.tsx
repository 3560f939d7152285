import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type RootProps = Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'children'>;

/**
 * The app's dialog frame: centred, over a backdrop, with a close button. It closes on Escape, the
 * close button or (unless told otherwise) a click outside — except while `busy`, so a running save
 * or delete is never abandoned half-way. The content is mounted per opening.
 */
export function DialogShell({
  open = true,
  onClose,
  busy = false,
  closeButton = true,
  children,
  ...root
}: RootProps & { open?: boolean; onClose: () => void; busy?: boolean; closeButton?: boolean; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !busy && onClose()} placement="center" {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {children}
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
