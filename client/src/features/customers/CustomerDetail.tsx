import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Dialog, Editable, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowLeft, LuBan, LuMail, LuTrash2, LuUserCheck } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import { readServerError } from '../forms/server-errors';
import { describeError } from '../portals/describe-error';
import { LoadFailure } from '../portals/LoadFailure';
import type { Portal } from '../portals/use-portal';
import { CustomerTickets } from '../tickets/CustomerTickets';
import { describeEvent } from './activity';
import { CustomerWorkflows } from '../workflows/CustomerWorkflows';
import { ContextEditor } from './ContextEditor';
import {
  CustomerDeletionPreviewQuery,
  CustomerQuery,
  DeleteCustomerMutation,
  ResendCustomerInviteMutation,
  SetCustomerStatusMutation,
  UpdateCustomerMutation,
} from './customers.documents';
import { ago, fullDate, STATUS } from './format';

/** One customer: who they are, their status, the context kept about them, their tickets, records and activity. */
export function CustomerDetail({ portal, customerId }: { portal: Portal; customerId: string }) {
  const { data, dataState, error, refetch, loading } = useQuery(CustomerQuery, { variables: { id: customerId } });
  const [setStatus, status] = useMutation(SetCustomerStatusMutation, { refetchQueries: ['Customer'] });
  const [resend, resending] = useMutation(ResendCustomerInviteMutation);
  const [rename] = useMutation(UpdateCustomerMutation);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const back = (
    <Link asChild color="fg.muted" fontSize="sm">
      <RouterLink to={`/${portal.slug}/customer`}>
        <LuArrowLeft /> All customers
      </RouterLink>
    </Link>
  );

  if (error && dataState !== 'complete') {
    const failure = describeError(error);
    return (
      <Stack px={{ base: 6, md: 10 }} py="6" gap="4">
        {back}
        {failure.code === 'NOT_FOUND' || failure.code === 'BAD_USER_INPUT' ? (
          <Card.Root>
            <Card.Body>
              <Heading size="md">Customer not found</Heading>
              <Text color="fg.muted">This customer does not exist in {portal.name}, or was deleted.</Text>
            </Card.Body>
          </Card.Root>
        ) : (
          <LoadFailure
            title="The customer could not be loaded"
            message={failure.message}
            onRetry={() => void refetch()}
            retrying={loading}
          />
        )}
      </Stack>
    );
  }
  if (dataState !== 'complete')
    return (
      <Stack px={{ base: 6, md: 10 }} py="6" gap="4" aria-busy="true" aria-label="Loading the customer">
        <Skeleton h="20" borderRadius="xl" />
        <Skeleton h="48" borderRadius="xl" />
      </Stack>
    );

  const c = data.customer;
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toaster.create({ type: 'success', title: done });
    } catch (e) {
      toaster.create({ type: 'error', title: 'That did not work', description: readServerError(e).message });
    }
  };

  return (
    <Stack px={{ base: 6, md: 10 }} py="6" gap="5">
      {back}
      <Card.Root>
        <Card.Body>
          <HStack justify="space-between" align="start" flexWrap="wrap" gap="4">
            <Stack gap="1" minW="0">
              <Editable.Root
                defaultValue={c.name}
                placeholder="Add a name"
                submitMode="both"
                onValueCommit={(e) => {
                  if (e.value.trim() !== c.name)
                    void act(() => rename({ variables: { input: { id: c.id, name: e.value.trim() } } }), 'Name saved');
                }}
                fontSize="xl"
                fontWeight="semibold"
              >
                <Editable.Preview aria-label="Name (click to edit)" />
                <Editable.Input aria-label="Name" />
              </Editable.Root>
              <Text color="fg.muted" overflowWrap="anywhere">
                {c.email}
              </Text>
              <HStack gap="3" fontSize="sm" color="fg.muted" flexWrap="wrap">
                <Badge colorPalette={STATUS[c.status].palette}>{STATUS[c.status].label}</Badge>
                <Text title={c.lastLoginAt ? fullDate(c.lastLoginAt) : undefined}>
                  {c.lastLoginAt ? `Last signed in ${ago(c.lastLoginAt)}` : 'Has not signed in yet'}
                </Text>
                <Text>Added {ago(c.createdAt)}</Text>
              </HStack>
            </Stack>
            <HStack gap="2" flexWrap="wrap">
              {c.status !== 'BLOCKED' && (
                <Button
                  variant="outline"
                  size="sm"
                  loading={resending.loading}
                  onClick={() => void act(() => resend({ variables: { input: { id: c.id } } }), `Sign-in link sent to ${c.email}`)}
                >
                  <LuMail /> {c.status === 'INVITED' ? 'Resend invitation' : 'Send sign-in link'}
                </Button>
              )}
              {c.status === 'BLOCKED' ? (
                <Button
                  variant="outline"
                  size="sm"
                  loading={status.loading}
                  onClick={() =>
                    void act(() => setStatus({ variables: { input: { id: c.id, status: 'ACTIVE' as never } } }), 'Customer unblocked')
                  }
                >
                  <LuUserCheck /> Unblock
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  loading={status.loading}
                  onClick={() =>
                    void act(
                      () => setStatus({ variables: { input: { id: c.id, status: 'BLOCKED' as never } } }),
                      'Customer blocked and signed out',
                    )
                  }
                >
                  <LuBan /> Block
                </Button>
              )}
              <Button variant="outline" colorPalette="red" size="sm" onClick={() => setConfirmDelete(true)}>
                <LuTrash2 /> Delete
              </Button>
            </HStack>
          </HStack>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="5">
        <Card.Root>
          <Card.Header>
            <Heading size="md">Context</Heading>
          </Card.Header>
          <Card.Body>
            <ContextEditor key={c.updatedAt as string} customerId={c.id} context={c.context as Record<string, unknown>} />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading size="md">Workflows</Heading>
          </Card.Header>
          <Card.Body>
            <CustomerWorkflows customerId={c.id} portal={portal} />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading size="md">Tickets</Heading>
          </Card.Header>
          <Card.Body>
            <CustomerTickets portalId={portal.id} portalSlug={portal.slug} customerId={c.id} />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading size="md">Records</Heading>
          </Card.Header>
          <Card.Body>
            {data.customerRecords.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                No records point at this customer. A collection with a Customer field links records to customers.
              </Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none">
                {data.customerRecords.map((r) => (
                  <Box as="li" key={r.recordId}>
                    <Link asChild>
                      <RouterLink to={`/${portal.slug}/database?collection=${r.collectionId}`}>{r.label}</RouterLink>
                    </Link>
                    <Text as="span" color="fg.muted" fontSize="sm">
                      {' '}
                      · {r.collectionName}, as {r.fieldLabel}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading size="md">Activity</Heading>
          </Card.Header>
          <Card.Body>
            <Stack as="ol" gap="2" listStyleType="none">
              {data.customerActivity.edges.map(({ node: e }) => (
                <HStack as="li" key={e.id} justify="space-between" gap="4">
                  <Text>{describeEvent(e.type, e.data as Record<string, unknown>)}</Text>
                  <Text color="fg.muted" fontSize="sm" title={fullDate(e.at as string)} flexShrink={0}>
                    {ago(e.at as string)}
                  </Text>
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      {confirmDelete && <DeleteCustomerDialog portal={portal} customer={c} onClose={() => setConfirmDelete(false)} />}
    </Stack>
  );
}

function DeleteCustomerDialog({
  portal,
  customer,
  onClose,
}: {
  portal: Portal;
  customer: { id: string; email: string; name: string };
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const preview = useQuery(CustomerDeletionPreviewQuery, { variables: { id: customer.id }, fetchPolicy: 'network-only' });
  const [remove, { loading, client }] = useMutation(DeleteCustomerMutation, { refetchQueries: ['Customers'] });
  const p = preview.data?.customerDeletionPreview;
  const submit = async () => {
    try {
      const { data } = await remove({ variables: { input: { id: customer.id } } });
      toaster.create({ type: 'success', title: `${customer.name || customer.email} deleted` });
      navigate(`/${portal.slug}/customer`);
      // Forgotten once its screen is left (evicting first would make that screen fetch them again).
      if (data) client.cache.evict({ id: client.cache.identify(data.deleteCustomer) });
    } catch (e) {
      toaster.create({ type: 'error', title: 'The customer was not deleted', description: readServerError(e).message });
    }
  };
  return (
    <DialogShell onClose={onClose} busy={loading} role="alertdialog">
      <Dialog.Header>
        <Dialog.Title>Delete {customer.name || customer.email}?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {p ? (
          <Stack gap="2">
            <Text>This cannot be undone. With the customer go:</Text>
            <Box as="ul" ps="5" listStyleType="disc">
              <li>
                {p.ticketsDeleted} {p.ticketsDeleted === 1 ? 'ticket' : 'tickets'} and their conversations;
              </li>
              <li>their sign-in sessions and links (they are signed out at once);</li>
              <li>
                the customer value in {p.recordsCleared} {p.recordsCleared === 1 ? 'record' : 'records'} (the records stay).
              </li>
            </Box>
          </Stack>
        ) : (
          <Skeleton h="16" />
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button colorPalette="red" loading={loading} disabled={!p} onClick={() => void submit()}>
          Delete customer
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
