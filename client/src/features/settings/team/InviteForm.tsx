import { useMutation } from '@apollo/client/react';
import { Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuSend } from 'react-icons/lu';
import { toaster } from '../../../app/ui/toaster';
import type { WorkspaceRole } from '../../../gql/graphql';
import { readServerError } from '../../forms/server-errors';
import { InviteTeammateMutation, TeamQuery } from '../team.documents';
import { ROLE } from './roles';

/** Invite by email with a role; owners alone may invite owners. A repeated address gets a fresh link. */
export function InviteForm({ canInviteOwners }: { canInviteOwners: boolean }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('MEMBER');
  const [error, setError] = useState('');
  const [invite, { loading }] = useMutation(InviteTeammateMutation, { refetchQueries: [TeamQuery] });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!email.trim()) return setError('Please enter Email');
    try {
      const { data } = await invite({ variables: { input: { email: email.trim(), role } } });
      setEmail('');
      toaster.success({
        title: 'Invitation sent',
        description: `${data?.inviteTeammate.email} gets a link to join as ${ROLE[role].a}. It works for 7 days.`,
      });
    } catch (failure) {
      const { message, details } = readServerError(failure);
      setError(details?.email ?? message);
    }
  };

  const roles: WorkspaceRole[] = canInviteOwners ? ['MEMBER', 'ADMIN', 'OWNER'] : ['MEMBER', 'ADMIN'];
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invite a teammate">
      <HStack align="flex-start" gap="3" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
        <Field.Root invalid={Boolean(error)} flex="1" minW="12rem">
          <Field.Label>Email</Field.Label>
          <Input
            type="email"
            value={email}
            placeholder="teammate@agency.com"
            autoComplete="off"
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '9rem' }}>
          <Field.Label>Role</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={role} onChange={(e) => setRole(e.currentTarget.value as WorkspaceRole)}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {ROLE[r].label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" colorPalette="brand" mt={{ base: 0, sm: '6' }} loading={loading} loadingText="Sending" flexShrink={0}>
          <LuSend aria-hidden="true" /> Send invitation
        </Button>
      </HStack>
    </form>
  );
}
