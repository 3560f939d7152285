import { useMutation } from '@apollo/client/react';
import { Avatar, Badge, Box, HStack, IconButton, Menu, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCrown, LuEllipsis, LuUserMinus } from 'react-icons/lu';
import blankAvatar from '../../../assets/blank-avatar.svg';
import { toaster } from '../../../app/ui/toaster';
import type { TeamMemberFieldsFragment, WorkspaceRole } from '../../../gql/graphql';
import { readServerError } from '../../forms/server-errors';
import { ChangeMemberRoleMutation, RemoveMemberMutation, TeamQuery, TransferOwnershipMutation } from '../team.documents';
import { ConfirmAction } from '../../forms/ConfirmAction';
import { ROLE } from './roles';

type Member = TeamMemberFieldsFragment;

/** One teammate: who, their role (a select for owners), and what the viewer may do to them. */
export function MemberRow({ member, viewerRole, workspaceName }: { member: Member; viewerRole: WorkspaceRole; workspaceName: string }) {
  const name = `${member.firstName} ${member.lastName}`.trim();
  const [asking, setAsking] = useState<'remove' | 'transfer' | null>(null);
  const refetchQueries = [TeamQuery];
  const [changeRole, { loading: changing }] = useMutation(ChangeMemberRoleMutation, { refetchQueries });
  const [remove] = useMutation(RemoveMemberMutation, { refetchQueries });
  const [transfer] = useMutation(TransferOwnershipMutation, { refetchQueries, awaitRefetchQueries: true });

  const isOwner = viewerRole === 'OWNER';
  const canRemove = !member.you && (isOwner || (viewerRole === 'ADMIN' && member.role === 'MEMBER'));
  const canTransfer = isOwner && !member.you && member.role !== 'OWNER';

  const onRole = async (role: WorkspaceRole) => {
    try {
      await changeRole({ variables: { input: { userId: member.userId, role } } });
      toaster.success({ title: `${name} is now ${ROLE[role].a}`, description: `They can ${ROLE[role].can}.` });
    } catch (error) {
      toaster.error({ title: 'The role was not changed', description: readServerError(error).message });
    }
  };

  return (
    <HStack as="li" justify="space-between" gap="3" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} flexWrap="wrap">
      <HStack gap="3" minW="0" flex="1">
        <Avatar.Root size="sm">
          <Avatar.Image src={member.profileImageUrl ?? blankAvatar} alt="" />
          <Avatar.Fallback name={name} />
        </Avatar.Root>
        <Box minW="0">
          <Text fontWeight="medium" truncate>
            {name}
            {member.you && (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {' '}
                (you)
              </Text>
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {member.email}
          </Text>
        </Box>
      </HStack>
      <HStack gap="2">
        {isOwner && !member.you ? (
          <NativeSelect.Root size="sm" w="8.5rem" disabled={changing}>
            <NativeSelect.Field
              aria-label={`Role of ${name}`}
              value={member.role}
              onChange={(e) => void onRole(e.currentTarget.value as WorkspaceRole)}
            >
              {(['OWNER', 'ADMIN', 'MEMBER'] as const).map((r) => (
                <option key={r} value={r}>
                  {ROLE[r].label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : (
          <Badge colorPalette={ROLE[member.role].palette} variant="subtle">
            {ROLE[member.role].label}
          </Badge>
        )}
        {(canRemove || canTransfer) && (
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton variant="ghost" size="sm" aria-label={`More actions for ${name}`}>
                <LuEllipsis />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {canTransfer && (
                    <Menu.Item value="transfer" onSelect={() => setAsking('transfer')}>
                      <LuCrown aria-hidden="true" /> Make owner, and become admin
                    </Menu.Item>
                  )}
                  {canRemove && (
                    <Menu.Item value="remove" color="fg.error" onSelect={() => setAsking('remove')}>
                      <LuUserMinus aria-hidden="true" /> Remove from workspace
                    </Menu.Item>
                  )}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
      </HStack>
      {asking === 'remove' && (
        <ConfirmAction
          title={`Remove ${name}?`}
          confirm="Remove"
          danger
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            await remove({ variables: { userId: member.userId } });
            toaster.success({ title: `${name} was removed`, description: `They no longer see the portals of ${workspaceName}.` });
          }}
        >
          {name} loses access to every portal of {workspaceName} at once. Their own workspaces stay theirs. You can invite them again later.
        </ConfirmAction>
      )}
      {asking === 'transfer' && (
        <ConfirmAction
          title={`Make ${name} the owner?`}
          confirm="Transfer ownership"
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            await transfer({ variables: { userId: member.userId } });
            toaster.success({ title: `${name} owns ${workspaceName} now`, description: 'You stay on as an admin.' });
          }}
        >
          {name} becomes an owner of {workspaceName}, and you become an admin: you can no longer delete portals or change roles.
        </ConfirmAction>
      )}
    </HStack>
  );
}

export function MemberList({ children }: { children: React.ReactNode }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label="Members">
      {children}
    </Stack>
  );
}
