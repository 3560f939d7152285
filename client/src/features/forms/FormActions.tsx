import { Button, HStack } from '@chakra-ui/react';

/** Discard and Save for an edit form: both idle until something changed, Save busy while saving. */
export function FormActions({
  saveLabel,
  dirty,
  submitting,
  onDiscard,
}: {
  saveLabel: string;
  dirty: boolean;
  submitting: boolean;
  onDiscard: () => void;
}) {
  return (
    <HStack justify="flex-end">
      <Button variant="ghost" onClick={onDiscard} disabled={!dirty || submitting}>
        Discard changes
      </Button>
      <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Saving" disabled={!dirty}>
        {saveLabel}
      </Button>
    </HStack>
  );
}
