import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../app/ui/toaster';
import type { SettingsOverviewQuery } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { ChangeWorkspaceMutation } from './settings.documents';
import { useUpdateSessionUser } from './use-session-user';
import { ROLE } from './team/roles';
import { afterWorkspaceChange } from './workspace-cache';

type Workspace = SettingsOverviewQuery['workspaces'][number];

/** The workspaces the builder belongs to; switching changes whose portals are shown. */
export function WorkspacesCard({ userId, workspaces }: { userId: string; workspaces: Workspace[] }) {
  const updateSessionUser = useUpdateSessionUser();
  const [changeWorkspace] = useMutation(ChangeWorkspaceMutation);
  const [switching, setSwitching] = useState<string | null>(null);

  const switchTo = async (workspace: Workspace) => {
    setSwitching(workspace.id);
    try {
      await changeWorkspace({
        variables: { workspaceId: workspace.id },
        update: (cache, { data }) => {
          if (!data) return;
          afterWorkspaceChange(cache, { userId, workspaceId: data.changeWorkspace.id, workspaceIds: workspaces.map((w) => w.id) });
        },
      });
      updateSessionUser({ currentWorkspaceId: workspace.id });
      toaster.create({
        type: 'success',
        title: `Switched to ${workspace.name}`,
        description: 'Portals now shows the portals of this workspace.',
      });
    } catch (error) {
      toaster.create({ type: 'error', title: 'The workspace was not switched', description: readServerError(error).message });
    } finally {
      setSwitching(null);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="settings-workspaces" borderRadius="xl">
      <Card.Header>
        <Heading id="settings-workspaces" as="h2" size="md">
          Workspaces
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Portals belong to a workspace. Switching changes which portals you see and where new ones are made.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Your workspaces">
          {workspaces.map((w) => (
            <HStack
              as="li"
              key={w.id}
              justify="space-between"
              p="3"
              borderWidth="1px"
              borderRadius="md"
              borderColor={w.current ? 'brand.emphasized' : 'border'}
              bg={w.current ? 'brand.subtle' : undefined}
              aria-current={w.current ? 'true' : undefined}
            >
              <Text fontWeight="medium">{w.name}</Text>
              <HStack>
                <Badge variant="outline">{ROLE[w.role].label}</Badge>
                {w.current ? (
                  <Badge colorPalette="brand">Current</Badge>
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Switch to ${w.name}`}
                    loading={switching === w.id}
                    loadingText="Switching"
                    disabled={switching !== null}
                    onClick={() => void switchTo(w)}
                  >
                    Switch
                  </Button>
                )}
              </HStack>
            </HStack>
          ))}
        </Stack>
        {workspaces.length === 1 && (
          <Text mt="3" color="fg.muted" fontSize="sm">
            You belong to one workspace. When a teammate invites you to theirs, it is listed here to switch to.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
