import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';

/** The error state of a screen's data, with a retry. */
export function LoadError({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: { message: string };
  retrying: boolean;
  onRetry(): void;
}) {
  return (
    <Alert.Root status="error" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{error.message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}

/** A screen's loading skeleton: a few card-sized blocks. */
export function LoadingCards({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <Stack gap="4" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h={i === 0 ? '40' : '24'} borderRadius="xl" />
      ))}
    </Stack>
  );
}
