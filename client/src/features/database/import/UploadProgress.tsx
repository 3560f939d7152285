import { HStack, Progress, Stack, Text } from '@chakra-ui/react';

/** Step 3: the bytes going up (cancellable), then the server importing them (no longer). */
export function UploadProgress({ file, progress }: { file: File; progress: number }) {
  return (
    <Stack gap="3" py="6" aria-live="polite">
      {progress < 1 ? (
        <Progress.Root value={Math.round(progress * 100)} colorPalette="brand" size="md">
          <HStack justify="space-between" mb="2">
            <Progress.Label>Uploading {file.name}</Progress.Label>
            <Progress.ValueText />
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : (
        <Progress.Root value={null} colorPalette="brand" size="md">
          <Progress.Label mb="2">Importing the records of {file.name}…</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Text fontSize="sm" color="fg.muted">
        {progress < 1
          ? 'Closing this now cancels the import.'
          : 'Large files take a minute. You can close this: the import goes on and you will be told when it is done.'}
      </Text>
    </Stack>
  );
}
