import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Dialog,
  EmptyState,
  Field,
  HStack,
  Link,
  SegmentGroup,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  VStack,
} from '@chakra-ui/react';
import { Fragment, useEffect, useState } from 'react';
import { LuChevronDown, LuChevronRight, LuDownload, LuInbox } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DECISION_COMMENT_MAX } from '../../../../server/modules/workflow/workflow.limits';
import { downloadCsv } from '../../app/api/download';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import type { RunFieldsFragment, WorkflowDetailFieldsFragment, WorkflowRunStatus } from '../../gql/graphql';
import { ago, fullDate } from '../customers/format';
import { readServerError } from '../forms/server-errors';
import { describeError } from '../portals/describe-error';
import { LoadFailure } from '../portals/LoadFailure';
import { Assignments } from './Assignments';
import { RUN_STATUS } from './format';
import { RunAnswers } from './RunAnswers';
import { DecideWorkflowRunMutation, WorkflowRunsQuery } from './workflows.documents';

const FILTERS = [
  { value: '', label: 'All' },
  ...(['WAITING', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const).map((s) => ({ value: s, label: RUN_STATUS[s].label })),
];

/** Who is where in a workflow; the approval queue with approve and reject; the answers as CSV. */
export function RunList({ workflow, portal }: { workflow: WorkflowDetailFieldsFragment; portal: { id: string; slug: string } }) {
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') || undefined) as WorkflowRunStatus | undefined;
  const { data, dataState, error, refetch, fetchMore, loading } = useQuery(WorkflowRunsQuery, {
    variables: { workflowId: workflow.id, status, first: 50 },
    notifyOnNetworkStatusChange: true,
    pollInterval: 30_000,
  });
  const [open, setOpen] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<{ run: RunFieldsFragment; decision: 'APPROVE' | 'REJECT' } | null>(null);
  const [exporting, setExporting] = useState(false);
  // Runs move while the page is open (customers answer, teammates decide): fresh again when the builder comes back to it.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(`/v1/workflows/runs/export?workflowId=${workflow.id}`, `${workflow.slug}-runs.csv`);
    } catch (e) {
      toaster.create({ type: 'error', title: 'The export failed', description: (e as Error).message });
    } finally {
      setExporting(false);
    }
  };

  const runs = data?.workflowRuns.edges.map((e) => e.node) ?? [];
  return (
    <Stack px={{ base: 6, md: 10 }} py="6" gap="6">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <SegmentGroup.Root
          size="sm"
          value={status ?? ''}
          onValueChange={(e) => setParams((p) => (e.value ? p.set('status', e.value) : p.delete('status'), p), { replace: true })}
          aria-label="Show runs"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={FILTERS} />
        </SegmentGroup.Root>
        <HStack>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to={`/${portal.slug}/workflows/${workflow.slug}`}>Open the editor</RouterLink>
          </Button>
          <Button size="sm" variant="outline" loading={exporting} onClick={() => void exportCsv()}>
            <LuDownload /> Download answers (CSV)
          </Button>
        </HStack>
      </HStack>
      {error && dataState !== 'complete' ? (
        <LoadFailure
          title="The runs could not be loaded"
          message={describeError(error).message}
          onRetry={() => void refetch()}
          retrying={loading}
        />
      ) : dataState !== 'complete' ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading runs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="12" />
          ))}
        </Stack>
      ) : runs.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" py="12">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuInbox />
            </EmptyState.Indicator>
            <VStack textAlign="center" maxW="md" gap="2">
              <EmptyState.Title>{status ? 'No runs here' : 'Nobody has started it yet'}</EmptyState.Title>
              <EmptyState.Description>
                {status === 'WAITING'
                  ? 'Nothing waits for your approval.'
                  : workflow.published
                    ? 'Runs appear here as customers start it in the portal.'
                    : 'Publish it first: customers can only start a published workflow.'}
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Box borderWidth="1px" borderRadius="lg" overflowX="auto" bg="bg">
          <Table.Root size="md" aria-label="Runs">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Who</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>At step</Table.ColumnHeader>
                <Table.ColumnHeader>Started</Table.ColumnHeader>
                <Table.ColumnHeader>Updated</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Box srOnly>Actions</Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {runs.map((run) => {
                const who = run.customer ? run.customer.name || run.customer.email : `${run.visitorEmail} (visitor)`;
                return (
                  <Fragment key={run.id}>
                    <Table.Row>
                      <Table.Cell>
                        <Button
                          variant="plain"
                          size="sm"
                          px="0"
                          aria-expanded={open === run.id}
                          aria-label={`Answers of ${who}`}
                          onClick={() => setOpen(open === run.id ? null : run.id)}
                        >
                          {open === run.id ? <LuChevronDown /> : <LuChevronRight />}
                          <Text as="span" fontWeight="medium">
                            {who}
                          </Text>
                        </Button>
                        {run.customer?.name && (
                          <Text fontSize="sm" color="fg.muted" ps="6">
                            {run.customer.email}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={RUN_STATUS[run.status].palette}>{RUN_STATUS[run.status].label}</Badge>
                      </Table.Cell>
                      <Table.Cell>{run.currentStep?.name ?? '—'}</Table.Cell>
                      <Table.Cell title={fullDate(run.createdAt)}>{ago(run.createdAt)}</Table.Cell>
                      <Table.Cell title={fullDate(run.updatedAt)}>{ago(run.updatedAt)}</Table.Cell>
                      <Table.Cell>
                        {run.status === 'WAITING' && (
                          <HStack gap="2" justify="end">
                            <Button size="xs" colorPalette="brand" onClick={() => setDeciding({ run, decision: 'APPROVE' })}>
                              Approve
                            </Button>
                            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeciding({ run, decision: 'REJECT' })}>
                              Reject
                            </Button>
                          </HStack>
                        )}
                      </Table.Cell>
                    </Table.Row>
                    {open === run.id && (
                      <Table.Row bg="bg.subtle">
                        <Table.Cell colSpan={6}>
                          <RunAnswers steps={run.steps} />
                        </Table.Cell>
                      </Table.Row>
                    )}
                  </Fragment>
                );
              })}
            </Table.Body>
          </Table.Root>
          {data!.workflowRuns.pageInfo.hasNextPage && (
            <Box p="3" textAlign="center">
              <Button
                size="sm"
                variant="outline"
                loading={loading}
                onClick={() => void fetchMore({ variables: { after: data!.workflowRuns.pageInfo.endCursor } })}
              >
                Load more
              </Button>
            </Box>
          )}
        </Box>
      )}
      {workflow.accessType === 'ASSIGNED' && <Assignments workflowId={workflow.id} portalId={portal.id} />}
      {workflow.accessType !== 'ASSIGNED' && (
        <Text fontSize="sm" color="fg.muted">
          Open to {workflow.accessType === 'PUBLIC' ? 'anyone with the link' : 'every signed-in customer'}. To choose who may run it, set
          “Who can run it” to assigned customers in the{' '}
          <Link asChild>
            <RouterLink to={`/${portal.slug}/workflows/${workflow.slug}`}>editor</RouterLink>
          </Link>
          .
        </Text>
      )}
      {deciding && <DecideDialog {...deciding} workflow={workflow} onClose={() => setDeciding(null)} />}
    </Stack>
  );
}

function DecideDialog({
  run,
  decision,
  workflow,
  onClose,
}: {
  run: RunFieldsFragment;
  decision: 'APPROVE' | 'REJECT';
  workflow: WorkflowDetailFieldsFragment;
  onClose: () => void;
}) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  // The list (its filter may no longer hold the run) and the workflow's counts are read again before the dialog closes.
  const [decide, { loading }] = useMutation(DecideWorkflowRunMutation, {
    refetchQueries: ['WorkflowRuns', 'Workflow'],
    awaitRefetchQueries: true,
  });
  const who = run.customer ? run.customer.name || run.customer.email : (run.visitorEmail ?? 'the visitor');
  const instructions = workflow.graph.nodes.find((n) => n.id === run.currentStep?.id)?.config.instructions as string | undefined;
  const approve = decision === 'APPROVE';
  const submit = async () => {
    if (!approve && !comment.trim()) return setError('Say why: the customer reads it.');
    try {
      await decide({ variables: { input: { runId: run.id, decision: decision as never, comment: comment.trim() || undefined } } });
      toaster.create({ type: 'success', title: approve ? `Approved — ${who} is told` : `Rejected — ${who} is told` });
      onClose();
    } catch (e) {
      const err = readServerError(e);
      setError(err.details?.comment ?? err.message);
    }
  };
  return (
    <DialogShell onClose={onClose} busy={loading}>
      <Dialog.Header>
        <Dialog.Title>
          {approve ? 'Approve' : 'Reject'} {who}’s {workflow.name}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {instructions && (
            <Text fontSize="sm" color="fg.muted">
              {instructions}
            </Text>
          )}
          <RunAnswers steps={run.steps} />
          <Field.Root invalid={Boolean(error)} required={!approve}>
            <Field.Label>
              Comment {approve ? '(optional)' : ''} <Field.RequiredIndicator />
            </Field.Label>
            <Textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={3} maxLength={DECISION_COMMENT_MAX} autoFocus />
            <Field.HelperText>The customer reads it in the email and in the portal.</Field.HelperText>
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button colorPalette={approve ? 'brand' : 'red'} loading={loading} onClick={() => void submit()}>
          {approve ? 'Approve' : 'Reject'}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
