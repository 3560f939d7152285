import { useQuery } from '@apollo/client/react';
import { Alert, Avatar, Badge, Box, Button, Card, DataList, Heading, HStack, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import blankAvatar from '../assets/blank-avatar.svg';
import { SettingsOverviewQuery } from '../features/settings/settings.documents';

export default function SettingsPage() {
  const { data, dataState, error, refetch, loading } = useQuery(SettingsOverviewQuery);

  return (
    <Box maxW="4xl" mx="auto" px={{ base: 6, md: 10 }} py="8">
      <Heading as="h1" size="2xl">
        Settings
      </Heading>
      <Text color="fg.muted" mb="8">
        Your profile and the workspaces you belong to.
      </Text>

      {error && dataState !== 'complete' ? (
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
      ) : dataState !== 'complete' ? (
        <Stack gap="6" aria-busy="true" aria-label="Loading settings">
          <Skeleton h="40" borderRadius="xl" />
          <SkeletonText noOfLines={3} />
        </Stack>
      ) : (
        <Stack gap="6">
          <Card.Root borderRadius="xl">
            <Card.Header>
              <Heading size="md">Profile</Heading>
            </Card.Header>
            <Card.Body>
              <HStack gap="5" align="flex-start" flexWrap="wrap">
                <Avatar.Root size="2xl">
                  <Avatar.Image src={data.me.profileImageUrl ?? blankAvatar} alt="" />
                  <Avatar.Fallback name={`${data.me.firstName} ${data.me.lastName}`} />
                </Avatar.Root>
                <DataList.Root orientation="horizontal" flex="1" minW="64">
                  <DataList.Item>
                    <DataList.ItemLabel>Name</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {data.me.firstName} {data.me.lastName}
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>Email</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <HStack>
                        <Text>{data.me.email}</Text>
                        <Badge colorPalette={data.me.emailVerified ? 'green' : 'orange'}>{data.me.emailVerified ? 'Verified' : 'Not verified'}</Badge>
                      </HStack>
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>Username</DataList.ItemLabel>
                    <DataList.ItemValue>{data.me.username ?? <Text color="fg.muted">Not chosen yet</Text>}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>Time zone</DataList.ItemLabel>
                    <DataList.ItemValue>{data.me.timezone}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>Member since</DataList.ItemLabel>
                    <DataList.ItemValue>{new Date(data.me.createdAt).toLocaleDateString(undefined, { dateStyle: 'long' })}</DataList.ItemValue>
                  </DataList.Item>
                </DataList.Root>
              </HStack>
            </Card.Body>
            <Card.Footer>
              <Text fontSize="sm" color="fg.muted">
                Editing your name, username, time zone and picture is part of the next release.
              </Text>
            </Card.Footer>
          </Card.Root>

          <Card.Root borderRadius="xl">
            <Card.Header>
              <Heading size="md">Workspaces</Heading>
            </Card.Header>
            <Card.Body>
              <Stack as="ul" gap="2" listStyleType="none" aria-label="Your workspaces">
                {data.workspaces.map((w) => (
                  <HStack as="li" key={w.id} justify="space-between" p="3" borderWidth="1px" borderRadius="md">
                    <Text fontWeight="medium">{w.name}</Text>
                    <HStack>
                      {w.current && <Badge colorPalette="brand">Current</Badge>}
                      <Badge variant="outline">{w.role === 'OWNER' ? 'Owner' : 'Member'}</Badge>
                    </HStack>
                  </HStack>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        </Stack>
      )}
    </Box>
  );
}
