import { useQuery } from '@apollo/client/react';
import { Alert, Button, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { DisplayImageCard } from './DisplayImageCard';
import { ProfileForm } from './ProfileForm';
import { SecurityCard } from './SecurityCard';
import { SessionsCard } from './SessionsCard';
import { SettingsOverviewQuery } from './settings.documents';
import { UsernameForm } from './UsernameForm';
import { TeamCard } from './team/TeamCard';
import { WorkspacesCard } from './WorkspacesCard';
import { YourDataCard } from './YourDataCard';

/** The user settings: picture, profile, account and workspaces, each saved on its own. */
export function SettingsOverview() {
  const { data, dataState, error, refetch, loading } = useQuery(SettingsOverviewQuery);

  if (error && dataState !== 'complete') {
    return (
      <Alert.Root status="error" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your settings could not be loaded</Alert.Title>
          <Alert.Description>{error.message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" loading={loading} onClick={() => void refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (dataState !== 'complete') {
    return (
      <Stack gap="6" aria-busy="true" aria-label="Loading settings">
        <Skeleton h="32" borderRadius="xl" />
        <Stack gap="4" p="6" borderWidth="1px" borderRadius="xl" bg="bg">
          <Skeleton h="6" w="32" />
          <SkeletonText noOfLines={4} gap="4" />
        </Stack>
        <Skeleton h="40" borderRadius="xl" />
      </Stack>
    );
  }

  // Keyed by user: a different builder in the same tab starts from fresh forms.
  return (
    <Stack gap="6" key={data.me.id}>
      <DisplayImageCard me={data.me} />
      <ProfileForm me={data.me} />
      <UsernameForm me={data.me} />
      <SecurityCard me={data.me} />
      <SessionsCard />
      <WorkspacesCard userId={data.me.id} workspaces={data.workspaces} />
      <TeamCard />
      <YourDataCard email={data.me.email} />
    </Stack>
  );
}
