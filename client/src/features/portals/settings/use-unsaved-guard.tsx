import { Button, Dialog } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import { DialogShell } from '../../../app/ui/DialogShell';

/**
 * Navigation state of a move the settings make themselves (a new slug, a deleted portal): it leaves
 * nothing unsaved behind, so it is never asked about.
 */
export const SETTINGS_NAVIGATION = { keepEdits: true } as const;

const ownMove = (location: Location) => Boolean((location.state as { keepEdits?: boolean } | null)?.keepEdits);

/** "Basic info", "Basic info and Theme", "Basic info, Address and Theme". */
export const listSections = (sections: string[]) =>
  sections.length < 2 ? (sections[0] ?? '') : `${sections.slice(0, -1).join(', ')} and ${sections.at(-1)}`;

/**
 * With unsaved `sections`, leaving the screen inside the app asks first (React Router's blocker),
 * and reloading or closing the tab gets the browser's own prompt.
 */
export function useUnsavedGuard(sections: string[]) {
  const dirty = sections.length > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname && !ownMove(nextLocation),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only with a returnValue.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Saved or discarded meanwhile: nothing is left to ask about.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return blocker;
}

export function LeaveWithoutSavingDialog({ blocker, sections }: { blocker: ReturnType<typeof useBlocker>; sections: string[] }) {
  const open = blocker.state === 'blocked';
  return (
    <DialogShell open={open} onClose={() => blocker.reset?.()} role="alertdialog" size={{ base: 'xs', sm: 'md' }}>
      <Dialog.Header>
        <Dialog.Title>Leave without saving?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description>
          Your changes to {listSections(sections)} are not saved. Leaving this screen discards them; stay to save them first.
        </Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Button variant="outline" onClick={() => blocker.reset?.()}>
          Stay and keep editing
        </Button>
        <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
