import { Alert, Box, Button, Dialog, List, Stack, Text } from '@chakra-ui/react';
import type { PortalLayoutFieldsFragment, PortalPageSummaryFieldsFragment } from '../../gql/graphql';
import { DialogShell } from '../../app/ui/DialogShell';

type Page = PortalPageSummaryFieldsFragment;
interface NavItem {
  label: string;
  kind: 'PAGE' | 'URL' | 'WORKFLOW';
  visibility: 'EVERYONE' | 'CUSTOMERS';
  pageId?: string | null;
  url?: string | null;
}

/** What Publish is about to change for customers, in their words, before it does. */
export function publishEffects(layout: PortalLayoutFieldsFragment, pages: Page[]) {
  const navigation = ((layout.layout as { navigation?: NavItem[] }).navigation ?? []).map((n) => ({
    label: n.label,
    forCustomers: n.visibility === 'CUSTOMERS',
  }));
  const firstPublish = !layout.publishedAt;
  const home = pages.find((p) => p.path === '/');
  const changed = pages.filter((p) => p.unpublishedChanges);
  const hasTickets = ((layout.layout as { navigation?: NavItem[] }).navigation ?? []).some(
    (n) => n.kind === 'URL' && n.url?.replace(/\/+$/, '') === '/tickets',
  );
  return { navigation, firstPublish, home, changed, hasTickets };
}

export function PublishDialog({
  layout,
  pages,
  busy,
  onConfirm,
  onClose,
}: {
  layout: PortalLayoutFieldsFragment;
  pages: Page[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { navigation, firstPublish, home, changed, hasTickets } = publishEffects(layout, pages);
  return (
    <DialogShell onClose={onClose} busy={busy} size="md">
      <Dialog.Header>
        <Dialog.Title>Publish the portal?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text>Customers will see, as soon as you publish:</Text>
          <Box as="section" aria-label="Pages">
            <Text fontWeight="semibold">Pages</Text>
            {pages.length === 0 ? (
              <Text color="fg.muted">No pages: the portal keeps its standard home.</Text>
            ) : (
              <List.Root ps="5">
                {pages.map((p) => (
                  <List.Item key={p.id}>
                    {p.title} ({p.path}){p.visibility === 'CUSTOMERS' ? ', signed-in customers only' : ''}
                    {!p.publishedAt ? ' — new' : changed.includes(p) ? ' — changed' : ''}
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Box>
          <Box as="section" aria-label="Navigation">
            <Text fontWeight="semibold">Navigation</Text>
            {navigation.length === 0 ? (
              <Text color="fg.muted">No links: customers move between pages through buttons only.</Text>
            ) : (
              <List.Root ps="5">
                {navigation.map((n, i) => (
                  <List.Item key={i}>
                    {n.label}
                    {n.forCustomers ? ' (signed-in customers)' : ''}
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Box>
          {home && (firstPublish || !home.publishedAt) && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Description>
                Your page “{home.title}” becomes the home page, in place of the standard one (the sign-in card and the workflows and tickets
                panels): what it shows is what customers get.
              </Alert.Description>
            </Alert.Root>
          )}
          {!hasTickets && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Description>
                The navigation has no link to Tickets: customers reach their tickets only through a Tickets block on a page.
              </Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button colorPalette="brand" onClick={onConfirm} loading={busy} loadingText="Publishing…">
          Publish now
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
