import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuUserMinus, LuUserPlus } from 'react-icons/lu';
import { toaster } from '../../app/ui/toaster';
import { CustomersQuery } from '../customers/customers.documents';
import { STATUS } from '../customers/format';
import { readServerError } from '../forms/server-errors';
import { AssignWorkflowMutation, UnassignWorkflowMutation, WorkflowAssignmentsQuery } from './workflows.documents';

/** The customers an ASSIGNED workflow is open to: assign from the portal's customers, or remove. */
export function Assignments({ workflowId, portalId }: { workflowId: string; portalId: string }) {
  const { data } = useQuery(WorkflowAssignmentsQuery, { variables: { workflowId } });
  const { data: customers } = useQuery(CustomersQuery, { variables: { portalId, first: 200 } });
  const [choice, setChoice] = useState('');
  const refetchQueries = ['WorkflowAssignments', 'CustomerWorkflowAssignments'];
  const [assign, { loading: assigning }] = useMutation(AssignWorkflowMutation, { refetchQueries });
  const [unassign] = useMutation(UnassignWorkflowMutation, { refetchQueries });
  const assigned = data?.workflowAssignments ?? [];
  const taken = new Set(assigned.map((a) => a.customerId));
  const available = (customers?.customers.edges ?? []).map((e) => e.node).filter((c) => !taken.has(c.id));

  const add = async () => {
    try {
      await assign({ variables: { input: { workflowId, customerId: choice } } });
      setChoice('');
      toaster.create({ type: 'success', title: 'Assigned — they see it in the portal now' });
    } catch (e) {
      toaster.create({ type: 'error', title: 'Not assigned', description: readServerError(e).message });
    }
  };
  const remove = async (customerId: string, who: string) => {
    try {
      await unassign({ variables: { input: { workflowId, customerId } } });
      toaster.create({ type: 'success', title: `${who} no longer sees it`, description: 'A run they already started can still finish.' });
    } catch (e) {
      toaster.create({ type: 'error', title: 'Not removed', description: readServerError(e).message });
    }
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Assigned customers</Card.Title>
        <Card.Description>Only these customers see this workflow in the portal.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <HStack>
            <NativeSelect.Root size="sm" maxW="sm">
              <NativeSelect.Field aria-label="Customer to assign" value={choice} onChange={(e) => setChoice(e.target.value)}>
                <option value="">Choose a customer…</option>
                {available.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name ? `${c.name} (${c.email})` : c.email}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" colorPalette="brand" disabled={!choice} loading={assigning} onClick={() => void add()}>
              <LuUserPlus /> Assign
            </Button>
          </HStack>
          {assigned.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              Nobody yet.
            </Text>
          ) : (
            <Stack as="ul" gap="1" aria-label="Assigned customers">
              {assigned.map((a) => (
                <HStack as="li" key={a.customerId} justify="space-between" py="1">
                  <Box>
                    <Text fontWeight="medium">{a.name || a.email}</Text>
                    {a.name && (
                      <Text fontSize="sm" color="fg.muted">
                        {a.email}
                      </Text>
                    )}
                  </Box>
                  <HStack>
                    <Badge colorPalette={STATUS[a.status].palette}>{STATUS[a.status].label}</Badge>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`Unassign ${a.name || a.email}`}
                      onClick={() => void remove(a.customerId, a.name || a.email)}
                    >
                      <LuUserMinus />
                    </IconButton>
                  </HStack>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
