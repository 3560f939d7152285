import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { createUsePuck, Puck, type Data, type Overrides, type Plugin } from '@puckeditor/core';
import '@puckeditor/core/no-external.css';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LuFiles, LuMaximize2, LuMinimize2 } from 'react-icons/lu';
import type { PortalPageFieldsFragment, PortalPageSummaryFieldsFragment } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { describeError } from '../portals/describe-error';
import { LoadFailure } from '../portals/LoadFailure';
import { AddBlockMenu } from './AddBlockMenu';
import { SelectedBlockProblems } from './BlockFields';
import { LayoutEditorContext, useLayoutEditor, type LayoutEditorValue } from './editor-context';
import { PortalPageQuery, PortalPageSummaryFields, UpdatePortalPageMutation } from './layout.documents';
import { usePuckAccessibleNames } from './puck-a11y';
import { pageConfig } from './puck-config';
import { blocksToPuck, placeBlockErrors, puckToBlocks, type Block, type BlockErrors, type PuckItem } from './puck-model';
import { SaveStatus } from './SaveStatus';
import { useAutosave, type SaveState } from './use-autosave';
import type { SiteSession } from './use-site-session';

const VIEWPORTS = [
  // The portal's content is at most 960 px wide: at 1024 it looks as on any larger screen, and the preview is drawn larger.
  { width: 1024, height: 'auto' as const, label: 'Desktop', icon: 'Monitor' as const },
  { width: 390, height: 'auto' as const, label: 'Phone', icon: 'Smartphone' as const },
];

const SaveStateContext = createContext<SaveState>({ kind: 'idle' });
function HeaderStatus() {
  const { publishProblems } = useLayoutEditor();
  const unfinished = Object.keys(publishProblems).length;
  return (
    <>
      <SaveStatus state={useContext(SaveStateContext)} />
      {unfinished > 0 && (
        <Badge
          colorPalette="orange"
          variant="subtle"
          flexShrink={0}
          title="Publish needs every block complete: the outlined blocks say what they lack."
        >
          {unfinished === 1 ? '1 block to finish' : `${unfinished} blocks to finish`}
          <VisuallyHidden> before publishing</VisuallyHidden>
        </Badge>
      )}
    </>
  );
}

const usePuck = createUsePuck();
/**
 * The preview over the whole window, without the side panels: at 1366 px the page is then drawn at
 * about its real size instead of a third of it. Escape or the same button brings the panels back.
 */
const FocusContext = createContext<{ focus: boolean; setFocus: (on: boolean) => void }>({ focus: false, setFocus: () => {} });
/**
 * Below 1600 px the properties panel shows only while a block is selected: with nothing selected it
 * would be an empty "Page" column taking a fifth of the screen from the preview.
 */
function PanelForSelection() {
  const selected = usePuck((s) => Boolean(s.selectedItem));
  const dispatch = usePuck((s) => s.dispatch);
  const { focus } = useContext(FocusContext);
  useEffect(() => {
    if (focus || window.innerWidth >= 1600) return;
    dispatch({ type: 'setUi', ui: { rightSideBarVisible: selected } });
  }, [selected, focus, dispatch]);
  return null;
}

function FocusButton() {
  const { focus, setFocus } = useContext(FocusContext);
  const dispatch = usePuck((s) => s.dispatch);
  const toggle = () => {
    dispatch({ type: 'setUi', ui: { leftSideBarVisible: false, rightSideBarVisible: focus } });
    setFocus(!focus);
  };
  useEffect(() => {
    if (!focus) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      dispatch({ type: 'setUi', ui: { rightSideBarVisible: true } });
      setFocus(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focus, dispatch, setFocus]);
  return (
    <Button size="sm" variant="outline" onClick={toggle} aria-pressed={focus}>
      {focus ? <LuMinimize2 aria-hidden="true" /> : <LuMaximize2 aria-hidden="true" />}
      {focus ? 'Exit full-width preview' : 'Full-width preview'}
    </Button>
  );
}

// Stable across renders: Puck re-mounts overridden parts when these change.
const OVERRIDES: Partial<Overrides> = {
  headerActions: () => (
    <>
      <AddBlockMenu />
      <FocusButton />
      <PanelForSelection />
      <HeaderStatus />
    </>
  ),
  fields: ({ children }) => (
    <>
      <SelectedBlockProblems />
      {children}
    </>
  ),
};
// The site's pages as the first tab of Puck's left rail, beside its Blocks and Outline.
const PagesSlot = createContext<ReactNode>(null);
function PagesTab() {
  return <Box p="3">{useContext(PagesSlot)}</Box>;
}
const PLUGINS: Plugin[] = [{ name: 'pages', label: 'Pages', icon: <LuFiles />, render: () => <PagesTab /> }];
// Below 1600 px the list of blocks starts folded (the rail and "Add block" still add them) and the
// properties open with a selected block, so the preview gets the room at 1366 × 900.
const UI = {
  leftSideBarWidth: 250,
  rightSideBarWidth: 280,
  leftSideBarVisible: typeof window === 'undefined' || window.innerWidth >= 1600,
  rightSideBarVisible: typeof window === 'undefined' || window.innerWidth >= 1600,
};

// Rich text reaches the preview as the stored HTML string, which BlockView draws.
const FIELD_TRANSFORMS = { richtext: ({ value }: { value: unknown }) => value };

interface Props {
  pageId: string;
  editor: Omit<LayoutEditorValue, 'blockErrors' | 'publishProblems'>;
  session: SiteSession;
  height: number;
  pagesPanel: ReactNode;
}

/** One page's blocks in Puck: loaded fresh from the server, saved ~0.8 s after each change. */
export function PageEditor({ pageId, editor, session, height, pagesPanel }: Props) {
  const { data, error, refetch, loading } = useQuery(PortalPageQuery, { variables: { id: pageId }, fetchPolicy: 'network-only' });
  const page = data?.portalPage;
  if (error && !page)
    return (
      <LoadFailure
        title="This page could not be loaded"
        message={describeError(error).message}
        onRetry={() => void refetch()}
        retrying={loading}
      />
    );
  if (!page || page.id !== pageId)
    return (
      <Stack direction="row" h={`${height}px`} gap="3" aria-busy="true" aria-label="Loading the page">
        <Skeleton w="56" h="full" borderRadius="lg" />
        <Skeleton flex="1" h="full" borderRadius="lg" />
        <Skeleton w="64" h="full" borderRadius="lg" />
      </Stack>
    );
  return <LoadedPage key={page.id} page={page} editor={editor} session={session} height={height} pagesPanel={pagesPanel} />;
}

function LoadedPage({ page, editor, session, height, pagesPanel }: Omit<Props, 'pageId'> & { page: PortalPageFieldsFragment }) {
  const [blockErrors, setBlockErrors] = useState<BlockErrors>({});
  // Placed on the blocks they were found in, so a problem follows its block when blocks move.
  const [publishProblems, setPublishProblems] = useState<BlockErrors>(() =>
    problemsByBlock(page.blocks as unknown as Block[], page.publishProblems),
  );
  const [update] = useMutation(UpdatePortalPageMutation, {
    update(cache, { data: answer }) {
      const saved = answer?.updatePortalPage;
      if (!saved) return;
      const { blocks: _blocks, ...summary } = saved;
      cache.writeFragment({
        id: cache.identify({ __typename: 'PortalPageSummary', id: saved.id }),
        fragment: PortalPageSummaryFields,
        data: { ...summary, __typename: 'PortalPageSummary' } as PortalPageSummaryFieldsFragment,
      });
    },
  });
  const initial = useMemo(() => blocksToPuck(page.blocks as unknown as Block[]), [page.blocks]);
  const lastQueued = useRef(JSON.stringify(puckToBlocks(initial)));
  const container = useRef<HTMLDivElement>(null);
  usePuckAccessibleNames(container);
  useEffect(() => session.knowRevision(page.id, page.revision), [session, page.id, page.revision]);

  const save = useCallback(
    async (blocks: Block[]) => {
      try {
        const { data } = await update({
          variables: {
            input: { id: page.id, blocks: blocks as unknown as Array<Record<string, unknown>>, revision: session.revision(page.id) },
          },
        });
        if (data) {
          session.saved(page.id, data.updatePortalPage.revision);
          setPublishProblems(problemsByBlock(blocks, data.updatePortalPage.publishProblems));
        }
        setBlockErrors({});
      } catch (error) {
        setBlockErrors(placeBlockErrors(blocks, readServerError(error).details).byBlock);
        throw error;
      }
    },
    [update, page.id, session],
  );
  const { state, schedule, flush } = useAutosave(save);
  useEffect(() => session.registerFlush(flush), [session, flush]);

  const onChange = useCallback(
    (data: Data) => {
      const blocks = puckToBlocks(data as unknown as { content: PuckItem[] });
      const text = JSON.stringify(blocks);
      if (text === lastQueued.current) return;
      lastQueued.current = text;
      schedule(blocks);
    },
    [schedule],
  );

  const context = useMemo(() => ({ ...editor, blockErrors, publishProblems }), [editor, blockErrors, publishProblems]);
  const [focus, setFocus] = useState(false);
  const focusValue = useMemo(() => ({ focus, setFocus }), [focus]);
  const metadata = useMemo(() => ({ collections: editor.collections }), [editor.collections]);
  return (
    <LayoutEditorContext.Provider value={context}>
      <SaveStateContext.Provider value={state}>
        <PagesSlot.Provider value={pagesPanel}>
          <FocusContext.Provider value={focusValue}>
            <Box
              ref={container}
              h={focus ? '100dvh' : `${height}px`}
              borderWidth={focus ? '0' : '1px'}
              borderRadius={focus ? '0' : 'lg'}
              overflow="hidden"
              className="layout-puck"
              {...(focus ? { position: 'fixed', inset: '0', zIndex: 'banner', bg: 'bg' } : {})}
              role={focus ? 'region' : undefined}
              aria-label={focus ? `Full-width preview of ${page.title}` : undefined}
            >
              <Puck
                config={pageConfig}
                data={initial as unknown as Data}
                onChange={onChange}
                viewports={VIEWPORTS}
                iframe={{ enabled: true, waitForStyles: true }}
                headerTitle={page.title}
                headerPath={page.path}
                metadata={metadata}
                overrides={OVERRIDES}
                fieldTransforms={FIELD_TRANSFORMS}
                plugins={PLUGINS}
                ui={UI}
                height="100%"
              />
            </Box>
          </FocusContext.Provider>
        </PagesSlot.Provider>
      </SaveStateContext.Provider>
    </LayoutEditorContext.Provider>
  );
}

function problemsByBlock(blocks: Block[], problems: ReadonlyArray<{ path: string; message: string }>): BlockErrors {
  return placeBlockErrors(blocks, Object.fromEntries(problems.map((p) => [p.path, p.message]))).byBlock;
}
