import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toaster } from './toaster';

/** Where toasts show; loaded lazily by `Toaster` (toaster.tsx). */
export default function ToasterRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // White on Chakra's green.600 and orange.600 is 3.3:1 and 3.6:1: the darker 700s reach 4.5:1.
          <Toast.Root
            width={{ md: 'sm' }}
            css={{ '&[data-type=success]': { bg: 'green.700' }, '&[data-type=warning]': { bg: 'orange.700' } }}
          >
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Full opacity: Chakra's 0.8 leaves the sentence below 4.5:1 on the coloured toast. */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
