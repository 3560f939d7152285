import { Alert, Button } from '@chakra-ui/react';

/** A query that failed: what happened and a retry. */
export function LoadFailure({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert.Root status="error" borderRadius="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}
