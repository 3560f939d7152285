import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Dialog,
  Field,
  Grid,
  Heading,
  HStack,
  Link,
  NativeSelect,
  SegmentGroup,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { LuArrowLeft, LuLock, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import type { TicketPriority, TicketStatus } from '../../gql/graphql';
import { ago, fullDate, PRIORITY, TICKET_STATUS } from '../customers/format';
import { readServerError } from '../forms/server-errors';
import { describeError } from '../portals/describe-error';
import { LoadFailure } from '../portals/LoadFailure';
import type { Portal } from '../portals/use-portal';
import { AttachmentPicker, MessageAttachments, type Attachment } from './TicketAttachments';
import { DeleteTicketMutation, ReplyToTicketMutation, TicketQuery, UpdateTicketMutation } from './tickets.documents';

/** One ticket: the thread (internal notes marked as such), a composer for replies and notes, and its status, priority and assignee. */
export function TicketDetail({ portal, ticketId }: { portal: Portal; ticketId: string }) {
  const { data, dataState, error, refetch, loading } = useQuery(TicketQuery, {
    variables: { id: ticketId, portalId: portal.id },
    fetchPolicy: 'cache-and-network',
  });
  const [update, updating] = useMutation(UpdateTicketMutation, { refetchQueries: ['Tickets', 'UnreadTicketCount'] });
  const [reply, replying] = useMutation(ReplyToTicketMutation, { refetchQueries: ['Tickets', 'UnreadTicketCount'] });
  const [mode, setMode] = useState<'reply' | 'note'>('reply');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const back = (
    <Link asChild color="fg.muted" fontSize="sm">
      <RouterLink to={`/${portal.slug}/customer/tickets`}>
        <LuArrowLeft /> All tickets
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
              <Heading size="md">Ticket not found</Heading>
              <Text color="fg.muted">This ticket does not exist in {portal.name}, or was deleted.</Text>
            </Card.Body>
          </Card.Root>
        ) : (
          <LoadFailure title="The ticket could not be loaded" message={failure.message} onRetry={() => void refetch()} retrying={loading} />
        )}
      </Stack>
    );
  }
  if (dataState !== 'complete')
    return (
      <Stack px={{ base: 6, md: 10 }} py="6" gap="4" aria-busy="true" aria-label="Loading the ticket">
        <Skeleton h="10" w="60%" />
        <Skeleton h="64" borderRadius="xl" />
      </Stack>
    );

  const t = data.ticket;
  const change = async (input: { status?: TicketStatus; priority?: TicketPriority; assigneeUserId?: string | null }, done: string) => {
    try {
      await update({ variables: { input: { id: t.id, ...input } } });
      toaster.create({ type: 'success', title: done });
    } catch (e) {
      toaster.create({ type: 'error', title: 'The ticket was not changed', description: readServerError(e).message });
    }
  };
  const send = async () => {
    if (!body.trim()) return;
    try {
      await reply({ variables: { input: { ticketId: t.id, body, internal: mode === 'note', attachmentIds: files.map((f) => f.id) } } });
      setBody('');
      setFiles([]);
      toaster.create({
        type: 'success',
        title: mode === 'note' ? 'Internal note added' : `Reply sent to ${t.customer.name || t.customer.email}`,
      });
    } catch (e) {
      toaster.create({ type: 'error', title: 'Not sent', description: readServerError(e).message });
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
      e.preventDefault();
      void send();
    }
  };
  const closed = t.status === 'CLOSED';

  return (
    <Stack px={{ base: 6, md: 10 }} py="6" gap="4">
      {back}
      <HStack gap="3" flexWrap="wrap">
        <Heading as="h2" size="xl">
          <Text as="span" color="fg.muted" fontWeight="normal">
            #{t.number}
          </Text>{' '}
          {t.subject}
        </Heading>
        <Badge colorPalette={TICKET_STATUS[t.status].palette} size="lg">
          {TICKET_STATUS[t.status].label}
        </Badge>
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 300px' }} gap="5" alignItems="start">
        <Stack gap="4" minW="0">
          <Stack as="ol" gap="3" listStyleType="none" aria-label="Conversation">
            {t.messages.map((m) => (
              <Box
                as="li"
                key={m.id}
                borderWidth="1px"
                borderRadius="lg"
                p="4"
                bg={m.internal ? 'yellow.subtle' : m.authorType === 'CUSTOMER' ? 'bg' : 'brand.subtle'}
                borderColor={m.internal ? 'yellow.muted' : undefined}
                ms={m.authorType === 'USER' ? { base: 0, md: 10 } : 0}
                me={m.authorType === 'CUSTOMER' ? { base: 0, md: 10 } : 0}
              >
                <HStack justify="space-between" gap="3" mb="1" flexWrap="wrap">
                  <HStack gap="2">
                    <Text fontWeight="semibold">{m.authorName}</Text>
                    {m.authorType === 'CUSTOMER' ? <Badge size="sm">Customer</Badge> : null}
                    {m.internal ? (
                      <Badge size="sm" colorPalette="yellow">
                        <LuLock /> Internal note · customers never see this
                      </Badge>
                    ) : null}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" title={fullDate(m.createdAt as string)}>
                    {ago(m.createdAt as string)}
                  </Text>
                </HStack>
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {m.body}
                </Text>
                <MessageAttachments files={m.attachments} />
              </Box>
            ))}
          </Stack>
          <Card.Root>
            <Card.Body gap="3">
              <SegmentGroup.Root
                size="sm"
                value={mode}
                onValueChange={(e) => e.value && setMode(e.value as 'reply' | 'note')}
                aria-label="Message kind"
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items
                  items={[
                    { value: 'reply', label: 'Reply to customer' },
                    { value: 'note', label: 'Internal note' },
                  ]}
                />
              </SegmentGroup.Root>
              <Field.Root>
                <Field.Label srOnly>{mode === 'note' ? 'Internal note' : 'Reply'}</Field.Label>
                <Textarea
                  rows={4}
                  value={body}
                  onChange={(e) => setBody(e.target.value)}
                  onKeyDown={onKeyDown}
                  bg={mode === 'note' ? 'yellow.subtle' : undefined}
                  placeholder={
                    mode === 'note'
                      ? 'Only your team sees notes.'
                      : closed
                        ? 'This ticket is closed — reopen it to reply.'
                        : `Write to ${t.customer.name || t.customer.email}… (they are emailed)`
                  }
                  disabled={mode === 'reply' && closed}
                />
                <Field.HelperText>Ctrl+Enter (⌘+Enter) sends.</Field.HelperText>
              </Field.Root>
              <AttachmentPicker ticketId={t.id} value={files} onChange={setFiles} />
              <HStack justify="end">
                <Button
                  colorPalette={mode === 'note' ? 'yellow' : 'brand'}
                  loading={replying.loading}
                  disabled={!body.trim() || (mode === 'reply' && closed)}
                  onClick={() => void send()}
                >
                  {mode === 'note' ? 'Add note' : 'Send reply'}
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        </Stack>
        <Card.Root>
          <Card.Body gap="4">
            <Stack gap="2">
              <Text fontWeight="medium" fontSize="sm">
                Status
              </Text>
              <HStack gap="2" flexWrap="wrap">
                {t.allowedTransitions.map((s) => (
                  <Button
                    key={s}
                    size="sm"
                    variant="outline"
                    loading={updating.loading}
                    onClick={() => void change({ status: s }, `Ticket ${TICKET_STATUS[s].label.toLowerCase()}`)}
                  >
                    {TICKET_STATUS[s].action}
                  </Button>
                ))}
              </HStack>
            </Stack>
            <Field.Root>
              <Field.Label>Priority</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={t.priority}
                  onChange={(e) => void change({ priority: e.target.value as TicketPriority }, 'Priority changed')}
                >
                  {(Object.keys(PRIORITY) as TicketPriority[]).map((p) => (
                    <option key={p} value={p}>
                      {PRIORITY[p].label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Assignee</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={t.assignee?.id ?? ''}
                  onChange={(e) =>
                    void change({ assigneeUserId: e.target.value || null }, e.target.value ? 'Ticket assigned' : 'Ticket unassigned')
                  }
                >
                  <option value="">Unassigned</option>
                  {data.ticketAssignees.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Stack gap="1" fontSize="sm">
              <Text fontWeight="medium">Customer</Text>
              <Link asChild>
                <RouterLink to={`/${portal.slug}/customer/${t.customer.id}`}>{t.customer.name || t.customer.email}</RouterLink>
              </Link>
              {t.customer.name ? (
                <Text color="fg.muted" overflowWrap="anywhere">
                  {t.customer.email}
                </Text>
              ) : null}
            </Stack>
            <Stack gap="0" fontSize="sm" color="fg.muted">
              <Text title={fullDate(t.createdAt as string)}>Raised {ago(t.createdAt as string)}</Text>
              <Text title={fullDate(t.lastMessageAt as string)}>Last message {ago(t.lastMessageAt as string)}</Text>
            </Stack>
            <Button size="sm" variant="ghost" colorPalette="red" alignSelf="start" onClick={() => setConfirmDelete(true)}>
              <LuTrash2 /> Delete ticket
            </Button>
          </Card.Body>
        </Card.Root>
      </Grid>
      {confirmDelete && <DeleteTicketDialog portal={portal} ticket={t} onClose={() => setConfirmDelete(false)} />}
    </Stack>
  );
}

function DeleteTicketDialog({ portal, ticket, onClose }: { portal: Portal; ticket: { id: string; number: number }; onClose: () => void }) {
  const navigate = useNavigate();
  const [remove, { loading, client }] = useMutation(DeleteTicketMutation, { refetchQueries: ['Tickets', 'UnreadTicketCount'] });
  const submit = async () => {
    try {
      const { data } = await remove({ variables: { input: { id: ticket.id } } });
      toaster.create({ type: 'success', title: `Ticket #${ticket.number} deleted` });
      navigate(`/${portal.slug}/customer/tickets`);
      // Forgotten once its screen is left (evicting first would make that screen fetch it again).
      if (data) client.cache.evict({ id: client.cache.identify(data.deleteTicket) });
    } catch (e) {
      toaster.create({ type: 'error', title: 'The ticket was not deleted', description: readServerError(e).message });
    }
  };
  return (
    <DialogShell onClose={onClose} busy={loading} role="alertdialog">
      <Dialog.Header>
        <Dialog.Title>Delete ticket #{ticket.number}?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text>The ticket and its whole conversation go for good, for the customer too.</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button colorPalette="red" loading={loading} onClick={() => void submit()}>
          Delete ticket
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
