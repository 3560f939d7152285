import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Clipboard,
  Field,
  HStack,
  Icon,
  IconButton,
  Input,
  InputGroup,
  Link,
  List,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuCopy, LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { STEP_NAME_MAX, WORKFLOW_NAME_MAX, WORKFLOW_SLUG_MAX } from '../../../../../server/modules/workflow/workflow.limits';
import { toaster } from '../../../app/ui/toaster';
import type { WorkflowDetailFieldsFragment } from '../../../gql/graphql';
import { readServerError } from '../../forms/server-errors';
import { ACCESS } from '../format';
import { kindOf } from '../steps/registry';
import { DeleteWorkflowDialog } from '../WorkflowList';
import { ChangeWorkflowSlugMutation, DuplicateWorkflowMutation, UpdateWorkflowMutation } from '../workflows.documents';
import type { Draft, DraftStep } from './graph-model';
import type { Problem } from './use-draft';

interface StepPanelProps {
  step: DraftStep;
  draft: Draft;
  portalId: string;
  problems: string[];
  onChange: (next: Partial<DraftStep>, merge: string) => void;
  onConnect: (branch: string | null, to: string | null) => void;
  onDelete: () => void;
}

const WAY_LABEL: Record<string, string> = { yes: 'If yes, go to', no: 'If no, go to' };

/** Where each way out of the step leads: the same arrows as on the canvas, for the keyboard. */
function NextSteps({ step, draft, onConnect }: Pick<StepPanelProps, 'step' | 'draft' | 'onConnect'>) {
  const ways = kindOf(step.type)?.branches.length ? kindOf(step.type)!.branches : [null];
  return (
    <Stack gap="3" borderTopWidth="1px" pt="4">
      {ways.map((branch) => {
        const edge = draft.edges.find((e) => e.from === step.id && (e.branch ?? null) === branch);
        return (
          <Field.Root key={branch ?? 'next'}>
            <Field.Label>{branch ? (WAY_LABEL[branch] ?? branch) : 'Then go to'}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={edge?.to ?? ''} onChange={(e) => onConnect(branch, e.target.value || null)}>
                <option value="">The end — the workflow is complete</option>
                {draft.nodes
                  .filter((n) => n.id !== step.id)
                  .map((n) => (
                    <option key={n.id} value={n.id}>
                      {n.name}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        );
      })}
    </Stack>
  );
}

/** The selected step: its name, what stops publishing it, and its kind's own settings. */
export function StepPanel({ step, draft, portalId, problems, onChange, onConnect, onDelete }: StepPanelProps) {
  const kind = kindOf(step.type);
  return (
    <Stack gap="5" p="5" aria-label={`Settings of ${step.name}`} role="region">
      <HStack gap="2">
        {kind && (
          <Icon color={`${kind.palette}.fg`}>
            <kind.icon />
          </Icon>
        )}
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {kind?.label ?? step.type} step
        </Text>
        <IconButton size="xs" variant="ghost" ms="auto" aria-label={`Delete step ${step.name}`} onClick={onDelete}>
          <LuTrash2 />
        </IconButton>
      </HStack>
      <Field.Root invalid={!step.name.trim()}>
        <Field.Label>Step name</Field.Label>
        <Input value={step.name} maxLength={STEP_NAME_MAX} onChange={(e) => onChange({ name: e.target.value }, 'name')} />
        <Field.HelperText>Customers see it as the step’s title.</Field.HelperText>
        <Field.ErrorText>Give the step a name.</Field.ErrorText>
      </Field.Root>
      {problems.length > 0 && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Before you publish</Alert.Title>
            <Alert.Description>
              <List.Root ps="4">
                {problems.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {kind ? (
        <kind.Panel
          step={step}
          draft={draft}
          portalId={portalId}
          onChange={(config: Record<string, unknown>) => onChange({ config }, 'config')}
        />
      ) : (
        <Text color="fg.muted">Portico does not know this kind of step; delete it.</Text>
      )}
      <NextSteps step={step} draft={draft} onConnect={onConnect} />
    </Stack>
  );
}

interface WorkflowPanelProps {
  workflow: WorkflowDetailFieldsFragment;
  portal: { id: string; slug: string };
  problems: Problem[];
  draft: Draft;
  onSelect: (id: string) => void;
  onChanged: (w: WorkflowDetailFieldsFragment) => void;
  flush: () => Promise<void>;
}

/** With no step selected: the workflow's name, address and what stops publishing it. */
export function WorkflowPanel({ workflow, portal, problems, draft, onSelect, onChanged, flush }: WorkflowPanelProps) {
  const [name, setName] = useState(workflow.name);
  const [slug, setSlug] = useState(workflow.slug);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState(false);
  const [update, { loading: renaming }] = useMutation(UpdateWorkflowMutation);
  const [changeSlug, { loading: moving }] = useMutation(ChangeWorkflowSlugMutation);
  const [duplicate, { loading: copying }] = useMutation(DuplicateWorkflowMutation, { refetchQueries: ['Workflows'] });
  const navigate = useNavigate();
  const stepName = (id: string | null) => draft.nodes.find((n) => n.id === id)?.name;
  const address = `${window.location.origin}/p/${portal.slug}/workflows/${workflow.slug}`;

  const rename = async () => {
    if (name.trim() === workflow.name) return;
    try {
      const { data } = await update({ variables: { input: { id: workflow.id, name } } });
      onChanged(data!.updateWorkflow);
      setErrors({});
      toaster.create({ type: 'success', title: 'Name saved' });
    } catch (e) {
      const err = readServerError(e);
      setErrors({ name: err.details?.name ?? err.message });
    }
  };
  const move = async () => {
    await flush();
    try {
      const { data } = await changeSlug({ variables: { input: { id: workflow.id, slug } } });
      toaster.create({ type: 'success', title: 'Address changed', description: 'Links to the old address no longer work.' });
      navigate(`/${portal.slug}/workflows/${data!.changeWorkflowSlug.slug}`, { replace: true });
    } catch (e) {
      const err = readServerError(e);
      setErrors({ slug: err.details?.slug ?? err.message });
    }
  };
  const setRepeat = async (allowRepeat: boolean) => {
    try {
      const { data } = await update({ variables: { input: { id: workflow.id, allowRepeat } } });
      onChanged(data!.updateWorkflow);
      toaster.create({
        type: 'success',
        title: allowRepeat ? 'Customers may run it again' : 'Customers run it once',
        description: allowRepeat ? 'A finished run offers “Start again”.' : 'A finished run shows their answers.',
      });
    } catch (e) {
      toaster.create({ type: 'error', title: 'Not changed', description: readServerError(e).message });
    }
  };
  const copy = async () => {
    await flush();
    try {
      const { data } = await duplicate({ variables: { input: { id: workflow.id } } });
      toaster.create({ type: 'success', title: `${data!.duplicateWorkflow.name} created` });
      navigate(`/${portal.slug}/workflows/${data!.duplicateWorkflow.slug}`);
    } catch (e) {
      toaster.create({ type: 'error', title: 'Not copied', description: readServerError(e).message });
    }
  };

  return (
    <Stack gap="5" p="5">
      <Text fontSize="sm" color="fg.muted">
        Select a step to configure it. Drag from a step’s bottom handle to another step to join them; select an arrow and press Delete to
        remove it.
      </Text>
      {problems.length > 0 ? (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {problems.length === 1 ? '1 thing to fix before publishing' : `${problems.length} things to fix before publishing`}
            </Alert.Title>
            <Alert.Description>
              <List.Root ps="4" gap="1">
                {problems.map((p, i) => (
                  <List.Item key={i}>
                    {p.nodeId && stepName(p.nodeId) ? (
                      <Link as="button" onClick={() => onSelect(p.nodeId!)} fontWeight="medium">
                        {stepName(p.nodeId)}
                      </Link>
                    ) : null}
                    {p.nodeId && stepName(p.nodeId) ? ': ' : ''}
                    {p.message}
                  </List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Alert.Root status="success" size="sm">
          <Alert.Indicator />
          <Alert.Title>Ready to publish</Alert.Title>
        </Alert.Root>
      )}
      <Field.Root invalid={Boolean(errors.name)}>
        <Field.Label>Workflow name</Field.Label>
        <Input
          value={name}
          maxLength={WORKFLOW_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => void rename()}
          disabled={renaming}
        />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.slug)}>
        <Field.Label>Address</Field.Label>
        <HStack>
          <InputGroup startAddon="/workflows/">
            <Input value={slug} maxLength={WORKFLOW_SLUG_MAX} onChange={(e) => setSlug(e.target.value.toLowerCase())} />
          </InputGroup>
          <Button size="sm" variant="outline" disabled={slug === workflow.slug || !slug} loading={moving} onClick={() => void move()}>
            Change
          </Button>
        </HStack>
        <Field.HelperText>Changing it breaks links already shared.</Field.HelperText>
        <Field.ErrorText>{errors.slug}</Field.ErrorText>
      </Field.Root>
      {workflow.accessType === 'PUBLIC' && (
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1">
            Public link
          </Text>
          <Clipboard.Root value={address}>
            <HStack>
              <Text fontSize="sm" color="fg.muted" truncate flex="1">
                {address}
              </Text>
              <Clipboard.Trigger asChild>
                <IconButton size="xs" variant="outline" aria-label="Copy the public link">
                  <Clipboard.Indicator copied="✓">
                    <LuCopy />
                  </Clipboard.Indicator>
                </IconButton>
              </Clipboard.Trigger>
            </HStack>
          </Clipboard.Root>
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted">
        {ACCESS[workflow.accessType].hint}
      </Text>
      <Field.Root>
        <Checkbox.Root checked={workflow.allowRepeat} disabled={renaming} onCheckedChange={(e) => void setRepeat(Boolean(e.checked))}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Customers may run it again</Checkbox.Label>
        </Checkbox.Root>
        <Field.HelperText>Off: once finished, the customer sees their answers (an onboarding is done once).</Field.HelperText>
      </Field.Root>
      <HStack borderTopWidth="1px" pt="4">
        <Button size="sm" variant="outline" onClick={() => void copy()} loading={copying}>
          <LuCopy /> Duplicate
        </Button>
        <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setDeleting(true)}>
          <LuTrash2 /> Delete…
        </Button>
      </HStack>
      {deleting && (
        <DeleteWorkflowDialog
          workflow={workflow}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(`/${portal.slug}/workflows`)}
        />
      )}
    </Stack>
  );
}
