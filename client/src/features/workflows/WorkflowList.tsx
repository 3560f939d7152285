import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Dialog,
  EmptyState,
  HStack,
  IconButton,
  Link,
  Menu,
  Portal as Layer,
  Skeleton,
  Stack,
  Table,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuCopy, LuEllipsis, LuListChecks, LuPlus, LuTrash2, LuWorkflow } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import type { WorkflowFieldsFragment } from '../../gql/graphql';
import { ago, fullDate } from '../customers/format';
import { readServerError } from '../forms/server-errors';
import { describeError } from '../portals/describe-error';
import { LoadFailure } from '../portals/LoadFailure';
import type { Portal } from '../portals/use-portal';
import { CreateWorkflowDialog } from './CreateWorkflowDialog';
import { ACCESS, publishState } from './format';
import { DeleteWorkflowMutation, DuplicateWorkflowMutation, WorkflowsQuery } from './workflows.documents';

/** The portal's workflows: status, access and runs at a glance; create, duplicate, delete. */
export function WorkflowList({ portal }: { portal: Portal }) {
  // Run counts move while the builder is elsewhere (approvals, customers finishing): shown from the cache, then read again.
  const { data, dataState, error, refetch, loading } = useQuery(WorkflowsQuery, {
    variables: { portalId: portal.id },
    fetchPolicy: 'cache-and-network',
  });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<WorkflowFieldsFragment | null>(null);
  const [duplicate] = useMutation(DuplicateWorkflowMutation, { refetchQueries: ['Workflows'] });
  const navigate = useNavigate();

  const copy = async (w: WorkflowFieldsFragment) => {
    try {
      const { data: made } = await duplicate({ variables: { input: { id: w.id } } });
      toaster.create({
        type: 'success',
        title: `${made!.duplicateWorkflow.name} created`,
        description: 'An unpublished copy — open it to edit.',
        action: { label: 'Open', onClick: () => navigate(`/${portal.slug}/workflows/${made!.duplicateWorkflow.slug}`) },
      });
    } catch (e) {
      toaster.create({ type: 'error', title: 'The workflow was not copied', description: readServerError(e).message });
    }
  };

  const workflows = data?.workflows ?? [];
  return (
    <Stack px={{ base: 6, md: 10 }} py="6" gap="5">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text color="fg.muted" maxW="2xl">
          Workflows are what your customers do in the portal — onboarding, a request form, an approval — drawn as steps.
        </Text>
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          <LuPlus /> New workflow
        </Button>
      </HStack>
      {error && dataState !== 'complete' ? (
        <LoadFailure
          title="The workflows could not be loaded"
          message={describeError(error).message}
          onRetry={() => void refetch()}
          retrying={loading}
        />
      ) : dataState !== 'complete' ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading workflows">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="14" borderRadius="md" />
          ))}
        </Stack>
      ) : workflows.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" py="14">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuWorkflow />
            </EmptyState.Indicator>
            <VStack textAlign="center" maxW="md" gap="2">
              <EmptyState.Title>No workflows yet</EmptyState.Title>
              <EmptyState.Description>
                Draw the steps a customer goes through: a form, a page to read, your approval, a branch on their answers. Publish it, and
                your customers run it in the portal.
              </EmptyState.Description>
            </VStack>
            <Button colorPalette="brand" onClick={() => setCreating(true)}>
              <LuPlus /> Create your first workflow
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Box borderWidth="1px" borderRadius="lg" overflowX="auto" bg="bg">
          <Table.Root size="md" aria-label="Workflows" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Workflow</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Who can run it</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">In progress</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Completed</Table.ColumnHeader>
                <Table.ColumnHeader>Updated</Table.ColumnHeader>
                <Table.ColumnHeader w="12">
                  <Box srOnly>Actions</Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {workflows.map((w) => {
                const state = publishState(w);
                return (
                  <Table.Row key={w.id}>
                    <Table.Cell>
                      <Link asChild fontWeight="medium" color="fg">
                        <RouterLink to={`/${portal.slug}/workflows/${w.slug}`}>{w.name}</RouterLink>
                      </Link>
                      <Text fontSize="sm" color="fg.muted">
                        {w.stepCount === 1 ? '1 step' : `${w.stepCount} steps`} · /{w.slug}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={state.palette}>{state.label}</Badge>
                    </Table.Cell>
                    <Table.Cell>{ACCESS[w.accessType].label}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {w.runsInProgress}
                      {w.awaitingApproval > 0 && (
                        <Link asChild ms="2" fontSize="sm" color="orange.fg">
                          <RouterLink to={`/${portal.slug}/workflows/${w.slug}/runs?status=WAITING`}>
                            {w.awaitingApproval} to approve
                          </RouterLink>
                        </Link>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{w.runsCompleted}</Table.Cell>
                    <Table.Cell title={fullDate(w.updatedAt)}>{ago(w.updatedAt)}</Table.Cell>
                    <Table.Cell>
                      <Menu.Root positioning={{ placement: 'bottom-end' }}>
                        <Menu.Trigger asChild>
                          <IconButton variant="ghost" size="sm" aria-label={`Actions for ${w.name}`}>
                            <LuEllipsis />
                          </IconButton>
                        </Menu.Trigger>
                        <Layer>
                          <Menu.Positioner>
                            <Menu.Content>
                              <Menu.Item value="runs" onClick={() => navigate(`/${portal.slug}/workflows/${w.slug}/runs`)}>
                                <LuListChecks /> Runs and approvals
                              </Menu.Item>
                              <Menu.Item value="copy" onClick={() => void copy(w)}>
                                <LuCopy /> Duplicate
                              </Menu.Item>
                              <Menu.Item value="delete" color="fg.error" onClick={() => setDeleting(w)}>
                                <LuTrash2 /> Delete…
                              </Menu.Item>
                            </Menu.Content>
                          </Menu.Positioner>
                        </Layer>
                      </Menu.Root>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {creating && <CreateWorkflowDialog portal={portal} onClose={() => setCreating(false)} />}
      {deleting && <DeleteWorkflowDialog workflow={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

/** Says what goes with it: every run, in progress or done, and its answers. */
export function DeleteWorkflowDialog({
  workflow,
  onClose,
  onDeleted,
}: {
  workflow: WorkflowFieldsFragment;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const [remove, { loading, client }] = useMutation(DeleteWorkflowMutation, { refetchQueries: ['Workflows'] });
  const runs = workflow.runsInProgress + workflow.runsCompleted;
  const confirm = async () => {
    try {
      const { data } = await remove({ variables: { input: { id: workflow.id } } });
      // The workflow as it was: its runs, counted as the dialog counted them, went with it.
      const gone = data!.deleteWorkflow.runsInProgress + data!.deleteWorkflow.runsCompleted;
      toaster.create({
        type: 'success',
        title: `${workflow.name} deleted`,
        description: gone ? `${gone} runs went with it.` : undefined,
      });
      onClose();
      onDeleted?.();
      client.cache.evict({ id: client.cache.identify(data!.deleteWorkflow) });
    } catch (e) {
      toaster.create({ type: 'error', title: 'The workflow was not deleted', description: readServerError(e).message });
    }
  };
  return (
    <DialogShell onClose={onClose} busy={loading} role="alertdialog">
      <Dialog.Header>
        <Dialog.Title>Delete {workflow.name}?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text>
          {runs === 0
            ? 'Nobody has run it yet. It is removed with its versions and assignments.'
            : `Its ${runs === 1 ? 'run goes' : `${runs} runs go`} with it, with every answer (${workflow.runsInProgress} still in progress). Records its forms saved in your database stay.`}{' '}
          This cannot be undone.
        </Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button colorPalette="red" loading={loading} onClick={() => void confirm()}>
          Delete workflow
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
