import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Flex, HStack, IconButton, Menu, NativeSelect, Portal as Layer, Spinner, Text } from '@chakra-ui/react';
import {
  Background,
  Controls,
  MarkerType,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LuChevronDown, LuListChecks, LuPlus, LuRedo2, LuSparkles, LuUndo2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { toaster } from '../../../app/ui/toaster';
import type { WorkflowAccessType, WorkflowDetailFieldsFragment } from '../../../gql/graphql';
import { readServerError } from '../../forms/server-errors';
import { ACCESS, publishState } from '../format';
import { STEP_KINDS, kindOf } from '../steps/registry';
import { ChangeWorkflowAccessTypeMutation, PublishWorkflowMutation } from '../workflows.documents';
import { connect, laidOut, newStepId, NODE_HEIGHT, removeStep, type Draft } from './graph-model';
import { StepPanel, WorkflowPanel } from './SidePanel';
import { branchLabel, StepNode, type StepNodeType } from './StepNode';
import { useDraft, type SaveState } from './use-draft';

const nodeTypes = { step: StepNode };

interface Props {
  workflow: WorkflowDetailFieldsFragment;
  portal: { id: string; slug: string };
  onReload: () => void;
}

export function WorkflowEditor(props: Props) {
  return (
    <ReactFlowProvider>
      <Editor {...props} />
    </ReactFlowProvider>
  );
}

function Editor({ workflow, portal, onReload }: Props) {
  const { draft, state, problems, change, preview, undo, redo, flush, canUndo, canRedo, revision } = useDraft(workflow);
  const [selected, setSelected] = useState<string | null>(null);
  const [meta, setMeta] = useState(workflow);
  const dragStart = useRef<Draft | null>(null);
  const flow = useReactFlow();
  const [publish, { loading: publishing }] = useMutation(PublishWorkflowMutation);
  const [changeAccess] = useMutation(ChangeWorkflowAccessTypeMutation);

  const problemsOf = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const p of problems) if (p.nodeId) map.set(p.nodeId, [...(map.get(p.nodeId) ?? []), p.message]);
    return map;
  }, [problems]);
  const firstId = useMemo(() => {
    const targets = new Set(draft.edges.map((e) => e.to));
    return draft.nodes.find((n) => !targets.has(n.id))?.id;
  }, [draft]);

  const nodes: StepNodeType[] = useMemo(
    () =>
      draft.nodes.map((n) => ({
        id: n.id,
        type: 'step' as const,
        position: n.position ?? { x: 0, y: 0 },
        selected: n.id === selected,
        data: { type: n.type, name: n.name, config: n.config, problems: problemsOf.get(n.id) ?? [], first: n.id === firstId },
      })),
    [draft.nodes, selected, problemsOf, firstId],
  );
  const edges: Edge[] = useMemo(
    () =>
      draft.edges.map((e) => ({
        id: `${e.from}>${e.to}>${e.branch ?? ''}`,
        source: e.from,
        target: e.to,
        sourceHandle: e.branch ?? undefined,
        // A branch's arrow carries its name where it leaves too: crossing lines stay readable.
        label: branchLabel(e.branch),
        labelBgPadding: [4, 2] as [number, number],
        type: 'smoothstep',
        markerEnd: { type: MarkerType.ArrowClosed },
        style: { strokeWidth: 2 },
      })),
    [draft.edges],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<StepNodeType>[]) => {
      for (const c of changes) {
        if (c.type === 'select' && c.selected) setSelected(c.id);
        if (c.type === 'remove') {
          change((d) => removeStep(d, c.id));
          setSelected(null);
        }
        if (c.type === 'position' && c.position) {
          const position = { x: Math.round(c.position.x), y: Math.round(c.position.y) };
          if (c.dragging) {
            dragStart.current ??= draft;
            preview((d) => ({ ...d, nodes: d.nodes.map((n) => (n.id === c.id ? { ...n, position } : n)) }));
          }
        }
        if (c.type === 'position' && c.dragging === false && dragStart.current) {
          const from = dragStart.current;
          dragStart.current = null;
          change((d) => ({ ...d }), { from });
        }
      }
    },
    [change, preview, draft],
  );
  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      const removed = changes.filter((c) => c.type === 'remove').map((c) => c.id);
      if (removed.length) change((d) => ({ ...d, edges: d.edges.filter((e) => !removed.includes(`${e.from}>${e.to}>${e.branch ?? ''}`)) }));
    },
    [change],
  );
  const onConnect = useCallback((c: Connection) => change((d) => connect(d, c.source, c.target, c.sourceHandle ?? null)), [change]);

  /** A new step below the selected one (joined to it when it has a free way out), selected for its panel. */
  const addStep = (type: string) => {
    const kind = kindOf(type)!;
    const after = draft.nodes.find((n) => n.id === selected) ?? draft.nodes[draft.nodes.length - 1];
    const id = newStepId(type, draft);
    const position = after?.position ? { x: after.position.x, y: after.position.y + NODE_HEIGHT + 70 } : { x: 0, y: 0 };
    change((d) => {
      let next: Draft = {
        ...d,
        nodes: [
          ...d.nodes,
          {
            id,
            type,
            name: kind.label === 'Form' ? 'New form' : `New ${kind.label.toLowerCase()}`,
            config: kind.defaultConfig(),
            position,
          },
        ],
      };
      if (after) {
        const outs = kindOf(after.type)?.branches ?? [];
        const free = outs.length
          ? outs.find((b) => !d.edges.some((e) => e.from === after.id && e.branch === b))
          : d.edges.some((e) => e.from === after.id)
            ? undefined
            : null;
        if (free !== undefined) next = connect(next, after.id, id, free);
      }
      return next;
    });
    setSelected(id);
    setTimeout(() => void flow.fitView({ nodes: [{ id }], maxZoom: 1, duration: 300 }), 50);
  };

  const tidy = () => {
    change((d) => laidOut(d, true));
    setTimeout(() => void flow.fitView({ duration: 300 }), 50);
  };

  // Undo and redo from the keyboard, except while typing in a field.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (!(e.metaKey || e.ctrlKey) || (e.key.toLowerCase() !== 'z' && e.key.toLowerCase() !== 'y')) return;
      e.preventDefault();
      if (e.key.toLowerCase() === 'y' || e.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const setPublished = async (published: boolean) => {
    await flush();
    try {
      const { data } = await publish({ variables: { input: { id: workflow.id, published } } });
      setMeta(data!.publishWorkflow);
      toaster.create({
        type: 'success',
        title: published ? `Version ${data!.publishWorkflow.publishedVersion} is live` : 'Unpublished',
        description: published
          ? 'New runs start on it; runs under way keep their version.'
          : 'No new runs start; runs under way can finish.',
      });
    } catch (error) {
      const e = readServerError(error);
      toaster.create({ type: 'error', title: 'Not published', description: e.message });
    }
  };

  const setAccess = async (accessType: WorkflowAccessType) => {
    try {
      const { data } = await changeAccess({ variables: { input: { id: workflow.id, accessType } } });
      setMeta(data!.changeWorkflowAccessType);
      toaster.create({ type: 'success', title: `Now open to: ${ACCESS[accessType].label.toLowerCase()}` });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Access not changed', description: readServerError(error).message });
    }
  };

  const step = draft.nodes.find((n) => n.id === selected);
  // The draft differs from the live version once anything was saved (or is pending) since publishing.
  const changedSincePublish = meta.changedSincePublish || state.kind !== 'saved' || revision.current !== meta.revision;
  const status = publishState({ published: meta.published, changedSincePublish });
  const liveProblems = problems.length;

  return (
    <Flex direction="column" h="calc(100dvh - 196px)" minH="560px" borderTopWidth="1px">
      <HStack px={{ base: 4, md: 6 }} py="2" gap="2" borderBottomWidth="1px" bg="bg" flexWrap="wrap">
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button size="sm" colorPalette="brand" variant="subtle">
              <LuPlus /> Add step <LuChevronDown />
            </Button>
          </Menu.Trigger>
          <Layer>
            <Menu.Positioner>
              <Menu.Content minW="64">
                {STEP_KINDS.map((k) => (
                  <Menu.Item key={k.type} value={k.type} onClick={() => addStep(k.type)}>
                    <Box color={`${k.palette}.fg`}>
                      <k.icon />
                    </Box>
                    <Box>
                      <Text fontWeight="medium">{k.label}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {k.description}
                      </Text>
                    </Box>
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Layer>
        </Menu.Root>
        <IconButton size="sm" variant="ghost" aria-label="Undo" title="Undo (Ctrl+Z)" disabled={!canUndo} onClick={undo}>
          <LuUndo2 />
        </IconButton>
        <IconButton size="sm" variant="ghost" aria-label="Redo" title="Redo (Ctrl+Shift+Z)" disabled={!canRedo} onClick={redo}>
          <LuRedo2 />
        </IconButton>
        <Button size="sm" variant="ghost" onClick={tidy} disabled={draft.nodes.length < 2}>
          <LuSparkles /> Tidy up
        </Button>
        <SaveStatus state={state} onReload={onReload} />
        <Box flex="1" />
        <NativeSelect.Root size="sm" w="auto">
          <NativeSelect.Field
            aria-label="Who can run it"
            value={meta.accessType}
            onChange={(e) => void setAccess(e.target.value as WorkflowAccessType)}
          >
            {(Object.keys(ACCESS) as WorkflowAccessType[]).map((a) => (
              <option key={a} value={a}>
                {ACCESS[a].label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" asChild>
          <RouterLink to={`/${portal.slug}/workflows/${meta.slug}/runs`}>
            <LuListChecks /> Runs
            {meta.awaitingApproval > 0 && (
              <Badge size="xs" colorPalette="orange">
                {meta.awaitingApproval}
              </Badge>
            )}
          </RouterLink>
        </Button>
        <Badge colorPalette={status.palette} size="md">
          {status.label}
        </Badge>
        {meta.published && (
          <Button size="sm" variant="ghost" onClick={() => void setPublished(false)} disabled={publishing}>
            Unpublish
          </Button>
        )}
        {/* Published with nothing new: the badge says so, and there is nothing to publish until something changes. */}
        {(!meta.published || changedSincePublish) && (
          <Button
            size="sm"
            colorPalette="brand"
            loading={publishing}
            onClick={() => void setPublished(true)}
            title={liveProblems ? `${liveProblems} problems to fix first` : undefined}
          >
            {meta.published ? 'Publish changes' : 'Publish'}
          </Button>
        )}
      </HStack>
      <Flex flex="1" minH="0">
        <Box flex="1" minW="0" position="relative" aria-label="Workflow steps" role="region">
          <ReactFlow
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={onConnect}
            onPaneClick={() => setSelected(null)}
            fitView
            fitViewOptions={{ maxZoom: 1, padding: 0.2 }}
            minZoom={0.2}
            deleteKeyCode={['Backspace', 'Delete']}
            proOptions={{ hideAttribution: true }}
          >
            <Background gap={20} />
            <Controls showInteractive={false} />
            {draft.nodes.length > 12 && <MiniMap pannable zoomable ariaLabel="Overview of all steps" />}
          </ReactFlow>
          {draft.nodes.length === 0 && (
            <Flex position="absolute" inset="0" align="center" justify="center" pointerEvents="none">
              <Box textAlign="center" maxW="sm" bg="bg" p="6" borderRadius="xl" borderWidth="1px" pointerEvents="auto">
                <Text fontWeight="semibold">Start with a first step</Text>
                <Text fontSize="sm" color="fg.muted" mb="3">
                  Most workflows begin with a form. Add steps with the button above; drag from a step’s bottom handle to another step to
                  join them.
                </Text>
                <Button size="sm" colorPalette="brand" onClick={() => addStep('FORM')}>
                  <LuPlus /> Add a form
                </Button>
              </Box>
            </Flex>
          )}
        </Box>
        <Box w={{ base: '300px', lg: '360px' }} flexShrink={0} borderLeftWidth="1px" bg="bg" overflowY="auto">
          {step ? (
            <StepPanel
              key={step.id}
              step={step}
              draft={draft}
              portalId={portal.id}
              problems={problemsOf.get(step.id) ?? []}
              onChange={(next, merge) =>
                change((d) => ({ ...d, nodes: d.nodes.map((n) => (n.id === step.id ? { ...n, ...next } : n)) }), {
                  merge: `${merge}:${step.id}`,
                })
              }
              onConnect={(branch, to) =>
                change((d) =>
                  to
                    ? connect(d, step.id, to, branch)
                    : { ...d, edges: d.edges.filter((e) => !(e.from === step.id && (e.branch ?? null) === branch)) },
                )
              }
              onDelete={() => {
                change((d) => removeStep(d, step.id));
                setSelected(null);
              }}
            />
          ) : (
            <WorkflowPanel
              workflow={meta}
              portal={portal}
              problems={problems}
              draft={draft}
              onSelect={setSelected}
              onChanged={setMeta}
              flush={flush}
            />
          )}
        </Box>
      </Flex>
    </Flex>
  );
}

function SaveStatus({ state, onReload }: { state: SaveState; onReload: () => void }) {
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted" role="status" aria-live="polite" minW="0">
      {state.kind === 'saving' && (
        <>
          <Spinner size="xs" /> Saving…
        </>
      )}
      {state.kind === 'saved' && 'All changes saved'}
      {state.kind === 'unsaved' && 'Unsaved changes'}
      {state.kind === 'invalid' && (
        <Text color="fg.warning" truncate maxW="sm" title={state.message}>
          Not saved yet: {state.message}
        </Text>
      )}
      {state.kind === 'failed' && (
        <Text color="fg.error" truncate maxW="sm" title={state.message}>
          Not saved: {state.message}
        </Text>
      )}
      {state.kind === 'conflict' && (
        <>
          <Text color="fg.error">Changed in another tab or by a teammate — your latest edits are not saved.</Text>
          <Button size="xs" variant="outline" onClick={onReload}>
            Reload their version
          </Button>
        </>
      )}
    </HStack>
  );
}
