import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuLogOut } from 'react-icons/lu';
import { toaster } from '../../../app/ui/toaster';
import type { TeamInvitationFieldsFragment } from '../../../gql/graphql';
import { ago } from '../../customers/format';
import { readServerError } from '../../forms/server-errors';
import { CancelInvitationMutation, InviteTeammateMutation, LeaveWorkspaceMutation, TeamQuery } from '../team.documents';
import { useUpdateSessionUser } from '../use-session-user';
import { ConfirmAction } from '../../forms/ConfirmAction';
import { InviteForm } from './InviteForm';
import { MemberList, MemberRow } from './MemberRow';
import { atLeast, ROLE } from './roles';

/** The current workspace's team: members and roles, invitations, and leaving. */
export function TeamCard() {
  const { data, error, refetch, loading } = useQuery(TeamQuery, { fetchPolicy: 'cache-and-network' });
  const workspace = data?.workspaces.find((w) => w.current);

  return (
    <Card.Root as="section" aria-labelledby="settings-team" borderRadius="xl">
      <Card.Header>
        <Heading id="settings-team" as="h2" size="md">
          Team{workspace ? ` · ${workspace.name}` : ''}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          The people who build this workspace’s portals. Members {ROLE.MEMBER.can}; admins also {ROLE.ADMIN.can}; owners {ROLE.OWNER.can}.
        </Text>
      </Card.Header>
      <Card.Body>
        {error && !data ? (
          <Alert.Root status="error" borderRadius="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The team could not be loaded</Alert.Title>
              <Alert.Description>{error.message}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" loading={loading} onClick={() => void refetch()}>
              Retry
            </Button>
          </Alert.Root>
        ) : !data || !workspace ? (
          <Stack gap="3" aria-busy="true" aria-label="Loading the team">
            <Skeleton h="12" />
            <Skeleton h="12" />
          </Stack>
        ) : (
          <Stack gap="6">
            <MemberList>
              {data.workspaceMembers.map((m) => (
                <MemberRow key={m.userId} member={m} viewerRole={workspace.role} workspaceName={workspace.name} />
              ))}
            </MemberList>
            {atLeast(workspace.role, 'ADMIN') ? (
              <Stack gap="3">
                <Heading as="h3" size="sm">
                  Invite a teammate
                </Heading>
                <InviteForm canInviteOwners={workspace.role === 'OWNER'} />
              </Stack>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                Only admins and owners can invite teammates to {workspace.name}.
              </Text>
            )}
            {data.workspaceInvitations.length > 0 && (
              <Stack gap="2">
                <Heading as="h3" size="sm">
                  Invitations waiting
                </Heading>
                <Stack as="ul" gap="0" listStyleType="none" aria-label="Invitations waiting">
                  {data.workspaceInvitations.map((i) => (
                    <InvitationRow key={i.id} invitation={i} canManage={atLeast(workspace.role, 'ADMIN')} />
                  ))}
                </Stack>
              </Stack>
            )}
            {data.workspaceMembers.length > 1 && <LeaveWorkspace name={workspace.name} />}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function InvitationRow({ invitation, canManage }: { invitation: TeamInvitationFieldsFragment; canManage: boolean }) {
  const refetchQueries = [TeamQuery];
  const [resend, { loading: resending }] = useMutation(InviteTeammateMutation, { refetchQueries });
  const [cancel, { loading: cancelling }] = useMutation(CancelInvitationMutation, { refetchQueries });
  const act = async (what: 'resend' | 'cancel') => {
    try {
      if (what === 'resend') await resend({ variables: { input: { email: invitation.email, role: invitation.role } } });
      else await cancel({ variables: { id: invitation.id } });
      toaster.success({
        title: what === 'resend' ? 'A new link was sent' : 'Invitation cancelled',
        description: what === 'resend' ? `${invitation.email} has 7 days to accept.` : `Its link no longer works.`,
      });
    } catch (error) {
      toaster.error({ title: 'That did not work', description: readServerError(error).message });
    }
  };
  return (
    <HStack as="li" justify="space-between" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} flexWrap="wrap" gap="2">
      <Stack gap="0" minW="0">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {invitation.email}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {ROLE[invitation.role].label} · {invitation.invitedBy ? `sent by ${invitation.invitedBy} ` : 'sent '}
          {ago(invitation.createdAt)}
        </Text>
      </Stack>
      <HStack gap="2">
        {invitation.expired ? <Badge colorPalette="orange">Expired</Badge> : <Badge>Expires {ago(invitation.expiresAt)}</Badge>}
        {canManage && (
          <>
            <Button
              size="xs"
              variant="outline"
              loading={resending}
              onClick={() => void act('resend')}
              aria-label={`Resend the invitation to ${invitation.email}`}
            >
              Resend
            </Button>
            <Button
              size="xs"
              variant="ghost"
              loading={cancelling}
              onClick={() => void act('cancel')}
              aria-label={`Cancel the invitation of ${invitation.email}`}
            >
              Cancel
            </Button>
          </>
        )}
      </HStack>
    </HStack>
  );
}

function LeaveWorkspace({ name }: { name: string }) {
  const [asking, setAsking] = useState(false);
  const [leave] = useMutation(LeaveWorkspaceMutation);
  const client = useApolloClient();
  const updateSessionUser = useUpdateSessionUser();
  return (
    <>
      <Button variant="outline" colorPalette="red" size="sm" alignSelf="flex-start" onClick={() => setAsking(true)}>
        <LuLogOut aria-hidden="true" /> Leave {name}
      </Button>
      {asking && (
        <ConfirmAction
          title={`Leave ${name}?`}
          confirm="Leave workspace"
          danger
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            const { data } = await leave();
            const now = data!.leaveWorkspace;
            updateSessionUser({ currentWorkspaceId: now.id });
            // Whatever was cached of the workspace left behind is no longer this builder's to see.
            await client.resetStore();
            toaster.success({ title: `You left ${name}`, description: `You are now in ${now.name}.` });
          }}
        >
          You will no longer see its portals. To come back, someone on its team has to invite you again.
        </ConfirmAction>
      )}
    </>
  );
}
