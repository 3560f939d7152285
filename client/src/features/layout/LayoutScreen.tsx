import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, EmptyState, Flex, HStack, Link, Skeleton, Stack, Tabs, Text, VStack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuExternalLink, LuFileText, LuPlus } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { toaster } from '../../app/ui/toaster';
import type { PortalPageSummaryFieldsFragment } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { useFillViewport } from '../database/use-fill-viewport';
import { describeError } from '../portals/describe-error';
import { LoadFailure } from '../portals/LoadFailure';
import type { Portal } from '../portals/use-portal';
import type { LayoutEditorValue } from './editor-context';
import { PagePreviewSourcesQuery, PortalSiteQuery, PublishPortalSiteMutation } from './layout.documents';
import { CreatePageDialog, DeletePageDialog, PageSettingsDialog } from './PageDialogs';
import { PageEditor } from './PageEditor';
import { PagesPanel } from './PagesPanel';
import { PublishDialog } from './PublishDialog';
import { SiteLayoutPanel } from './SiteLayoutPanel';
import { useSiteSession } from './use-site-session';

type Page = PortalPageSummaryFieldsFragment;
type Dialog = { kind: 'create'; home?: boolean } | { kind: 'settings' | 'delete'; page: Page };

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The Layout screen: the published portal's pages (built block by block in Puck) and its navigation,
 * header and footer. Everything here is a draft, saved as it is edited; customers see it after Publish.
 */
export function LayoutScreen({ portal }: { portal: Portal }) {
  const site = useQuery(PortalSiteQuery, { variables: { portalId: portal.id }, fetchPolicy: 'cache-and-network' });
  const sources = useQuery(PagePreviewSourcesQuery, { variables: { portalId: portal.id }, fetchPolicy: 'cache-and-network' });
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { session, changedSinceLoad, resetChanged } = useSiteSession();
  const [fill, height] = useFillViewport(24);
  const [publish, { loading: publishing }] = useMutation(PublishPortalSiteMutation);

  const pages = useMemo(() => site.data?.portalPages ?? [], [site.data]);
  const editor = useMemo<Omit<LayoutEditorValue, 'blockErrors' | 'publishProblems'>>(() => {
    const collections = (sources.data?.collections ?? [])
      .filter((c) => c.customerAccess.mode === 'CUSTOMER_FIELD')
      // The field naming each record's customer is how sharing works, never a column customers see.
      .map((c) => ({
        id: c.id,
        name: c.name,
        fields: c.fields.filter((f) => f.key !== c.customerAccess.fieldKey).map((f) => ({ key: f.key, label: f.label, type: f.type })),
      }));
    const workflows = (sources.data?.workflows ?? []).map((w) => ({ id: w.id, name: w.name, published: w.published }));
    return { portal, collections, workflows, pages, preview: { collections, workflows } };
  }, [portal, sources.data, pages]);

  const tab = params.get('tab') === 'site' ? 'site' : 'pages';
  const selectedId = pages.some((p) => p.id === params.get('page')) ? params.get('page') : (pages[0]?.id ?? null);
  const selected = pages.find((p) => p.id === selectedId) ?? null;
  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const layout = site.data?.portalLayout;
  const unpublished = Boolean(layout?.unpublishedChanges || changedSinceLoad || pages.some((p) => p.unpublishedChanges));
  const [confirming, setConfirming] = useState(false);
  const [preparing, setPreparing] = useState(false);
  // Saves what is waiting and reads the drafts again, so the dialog lists what Publish really sends.
  const askPublish = async () => {
    setPreparing(true);
    try {
      await session.flushAll();
      await site.refetch();
      setConfirming(true);
    } catch (error) {
      toaster.error({ title: 'Not published', description: readServerError(error).message });
    } finally {
      setPreparing(false);
    }
  };
  const onPublish = async () => {
    try {
      await session.flushAll();
      const { data } = await publish({ variables: { input: { portalId: portal.id } } });
      resetChanged();
      setConfirming(false);
      await site.refetch();
      toaster.success({
        title: 'Portal published',
        description: `Customers now see ${data?.publishPortalSite.pages ?? pages.length} page(s) and the current navigation.`,
      });
    } catch (error) {
      const e = readServerError(error);
      if (e.details?.pageId) setParam('page', e.details.pageId);
      setConfirming(false);
      toaster.error({ title: 'Not published', description: e.message });
    }
  };
  const viewPath = selected?.path ?? '/';
  const pagesPanel = (
    <PagesPanel
      portalId={portal.id}
      pages={pages}
      selectedId={selectedId}
      onSelect={(id) => setParam('page', id)}
      onAdd={() => setDialog({ kind: 'create' })}
      onSettings={(page) => setDialog({ kind: 'settings', page })}
      onDelete={(page) => setDialog({ kind: 'delete', page })}
    />
  );

  if (site.error && !site.data)
    return (
      <Box px={{ base: 6, md: 10 }} py="8">
        <LoadFailure
          title="The pages could not be loaded"
          message={describeError(site.error).message}
          onRetry={() => void site.refetch()}
          retrying={site.loading}
        />
      </Box>
    );

  return (
    <Box px={{ base: 4, md: 6 }} pt="4" pb="6">
      <Tabs.Root value={tab} onValueChange={(e) => setParam('tab', e.value === 'site' ? 'site' : null)} variant="line" size="sm">
        <Flex wrap="wrap" gap="3" align="center" justify="space-between" mb="4">
          <Tabs.List>
            <Tabs.Trigger value="pages">Pages</Tabs.Trigger>
            <Tabs.Trigger value="site">Navigation, header & footer</Tabs.Trigger>
          </Tabs.List>
          <HStack gap="3" wrap="wrap">
            {layout && (
              <Text fontSize="sm" color="fg.muted">
                {unpublished && (
                  <Box as="span" display="inline-block" w="2" h="2" borderRadius="full" bg="orange.solid" me="1.5" aria-hidden />
                )}
                {unpublished ? 'Unpublished changes' : 'Up to date'}
                {layout.publishedAt ? ` · Published ${when(layout.publishedAt)}` : ' · Never published'}
              </Text>
            )}
            <Link
              href={`/p/${portal.slug}${viewPath === '/' ? '' : viewPath}`}
              target="_blank"
              rel="noopener"
              fontSize="sm"
              aria-label="View portal (opens in a new tab)"
            >
              View portal <LuExternalLink />
            </Link>
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => void askPublish()}
              loading={publishing || preparing}
              loadingText={preparing ? 'Saving…' : 'Publishing…'}
              disabled={!layout}
            >
              Publish
            </Button>
          </HStack>
        </Flex>

        <Tabs.Content value="pages" p="0">
          {!site.data ? (
            <Flex gap="4" aria-busy="true" aria-label="Loading the pages">
              <Stack w="64" gap="2">
                <Skeleton h="14" />
                <Skeleton h="14" />
                <Skeleton h="14" />
              </Stack>
              <Skeleton flex="1" h="96" borderRadius="lg" />
            </Flex>
          ) : pages.length === 0 ? (
            <EmptyState.Root borderWidth="1px" borderRadius="lg">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <LuFileText />
                </EmptyState.Indicator>
                <VStack textAlign="center">
                  <EmptyState.Title>No pages yet — create the first one</EmptyState.Title>
                  <EmptyState.Description>
                    Pages are what customers see at {portal.subDomain ? `${portal.subDomain}` : `/p/${portal.slug}`}: a home page, pricing,
                    help, their own records. Start with a home page at /.
                  </EmptyState.Description>
                </VStack>
                <HStack>
                  <Button colorPalette="brand" onClick={() => setDialog({ kind: 'create', home: true })}>
                    <LuPlus /> Create the home page
                  </Button>
                  <Button variant="outline" onClick={() => setDialog({ kind: 'create' })}>
                    Add page
                  </Button>
                </HStack>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <Box ref={fill}>
              <Box hideBelow="md">
                {selectedId && <PageEditor pageId={selectedId} editor={editor} session={session} height={height} pagesPanel={pagesPanel} />}
              </Box>
              <Stack hideFrom="md" gap="4">
                {pagesPanel}
                <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.muted">
                  <Text fontWeight="medium">The block editor needs a wider screen</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Open this page on a computer or tablet (at least 768 px wide) to arrange blocks. Here you can still add, rename, reorder
                    and delete pages, edit the navigation, and publish.
                  </Text>
                </Box>
              </Stack>
            </Box>
          )}
        </Tabs.Content>
        <Tabs.Content value="site" p="0">
          {layout ? (
            <SiteLayoutPanel
              key={layout.portalId}
              layout={layout}
              editor={{ ...editor, blockErrors: {}, publishProblems: {} }}
              session={session}
            />
          ) : (
            <Skeleton h="96" />
          )}
        </Tabs.Content>
      </Tabs.Root>

      {confirming && layout && (
        <PublishDialog
          layout={layout}
          pages={pages}
          busy={publishing}
          onConfirm={() => void onPublish()}
          onClose={() => setConfirming(false)}
        />
      )}
      {dialog?.kind === 'create' && (
        <CreatePageDialog
          portalId={portal.id}
          home={dialog.home}
          onClose={() => setDialog(null)}
          onCreated={(page) => {
            setDialog(null);
            setParam('page', page.id);
          }}
        />
      )}
      {dialog?.kind === 'settings' && <PageSettingsDialog page={dialog.page} session={session} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <DeletePageDialog
          page={dialog.page}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setDialog(null);
            if (dialog.page.id === selectedId) setParam('page', null);
          }}
        />
      )}
    </Box>
  );
}
