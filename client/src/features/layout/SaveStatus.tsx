import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { LuCheck, LuCircleAlert } from 'react-icons/lu';
import type { SaveState } from './use-autosave';

/** "Saving… / All changes saved / Not saved: <reason>", and a reload after someone else saved. */
export function SaveStatus({ state, what = 'changes' }: { state: SaveState; what?: string }) {
  return (
    <HStack role="status" aria-live="polite" gap="1.5" fontSize="sm" color="fg.muted" minW="0">
      {state.kind === 'saving' || state.kind === 'pending' ? (
        <>
          <Spinner size="xs" />
          <Text whiteSpace="nowrap">Saving…</Text>
        </>
      ) : state.kind === 'saved' || state.kind === 'idle' ? (
        <>
          <LuCheck aria-hidden />
          <Text whiteSpace="nowrap">All {what} saved</Text>
        </>
      ) : state.kind === 'failed' ? (
        <>
          <LuCircleAlert aria-hidden color="var(--chakra-colors-fg-error)" />
          <Text color="fg.error" lineClamp={2} title={state.error.message}>
            Not saved: {state.error.message}
          </Text>
        </>
      ) : (
        <>
          <LuCircleAlert aria-hidden color="var(--chakra-colors-fg-error)" />
          <Text color="fg.error" title={state.message}>
            Changed in another tab
          </Text>
          <Button size="xs" variant="outline" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </>
      )}
    </HStack>
  );
}
