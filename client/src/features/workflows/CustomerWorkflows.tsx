import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, HStack, IconButton, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { toaster } from '../../app/ui/toaster';
import { readServerError } from '../forms/server-errors';
import { AssignWorkflowMutation, CustomerWorkflowAssignmentsQuery, UnassignWorkflowMutation, WorkflowsQuery } from './workflows.documents';

/** On a customer's page: the ASSIGNED workflows open to them, assign another, or take one away. */
export function CustomerWorkflows({ customerId, portal }: { customerId: string; portal: { id: string; slug: string } }) {
  const { data } = useQuery(CustomerWorkflowAssignmentsQuery, { variables: { customerId } });
  const { data: all } = useQuery(WorkflowsQuery, { variables: { portalId: portal.id } });
  const [choice, setChoice] = useState('');
  const refetchQueries = ['CustomerWorkflowAssignments', 'WorkflowAssignments'];
  const [assign, { loading }] = useMutation(AssignWorkflowMutation, { refetchQueries });
  const [unassign] = useMutation(UnassignWorkflowMutation, { refetchQueries });
  const assigned = data?.customerWorkflowAssignments ?? [];
  const taken = new Set(assigned.map((a) => a.workflowId));
  const open = (all?.workflows ?? []).filter((w) => w.accessType === 'ASSIGNED' && !taken.has(w.id));
  const others = (all?.workflows ?? []).filter((w) => w.accessType !== 'ASSIGNED' && w.published);

  const add = async () => {
    try {
      await assign({ variables: { input: { customerId, workflowId: choice } } });
      setChoice('');
      toaster.create({ type: 'success', title: 'Assigned — they see it in the portal now' });
    } catch (e) {
      toaster.create({ type: 'error', title: 'Not assigned', description: readServerError(e).message });
    }
  };
  const remove = async (workflowId: string, name: string) => {
    try {
      await unassign({ variables: { input: { customerId, workflowId } } });
      toaster.create({ type: 'success', title: `${name} unassigned` });
    } catch (e) {
      toaster.create({ type: 'error', title: 'Not unassigned', description: readServerError(e).message });
    }
  };

  return (
    <Stack gap="3">
      {assigned.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No workflow is assigned to them.
        </Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Assigned workflows">
          {assigned.map((a) => (
            <HStack as="li" key={a.workflowId} justify="space-between">
              <Link asChild>
                <RouterLink to={`/${portal.slug}/workflows/${a.slug}`}>{a.name}</RouterLink>
              </Link>
              <IconButton size="xs" variant="ghost" aria-label={`Unassign ${a.name}`} onClick={() => void remove(a.workflowId, a.name)}>
                <LuX />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
      {open.length > 0 && (
        <HStack>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field aria-label="Workflow to assign" value={choice} onChange={(e) => setChoice(e.target.value)}>
              <option value="">Assign a workflow…</option>
              {open.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                  {w.published ? '' : ' (not published yet)'}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" colorPalette="brand" disabled={!choice} loading={loading} onClick={() => void add()}>
            Assign
          </Button>
        </HStack>
      )}
      {others.length > 0 && (
        <Box>
          <Text fontSize="sm" color="fg.muted">
            Also open to them: {others.map((w) => w.name).join(', ')}.
          </Text>
        </Box>
      )}
    </Stack>
  );
}
