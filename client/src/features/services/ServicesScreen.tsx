import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Dialog, EmptyState, Heading, HStack, Stack, Switch, Text, VStack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCalendarPlus, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import type { ServiceFieldsFragment } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { BookingLink } from './BookingLink';
import { formatMoney } from './money';
import { LoadError, LoadingCards } from './ScreenStates';
import { ServiceDialog } from './ServiceDialog';
import { DeleteServiceMutation, MyServicesQuery, UpdateServiceMutation } from './services.documents';

/** The builder's services: each with its link, active switch, edit and delete; and a new one. */
export function ServicesScreen() {
  const { data, dataState, error, refetch, loading } = useQuery(MyServicesQuery);
  const [editing, setEditing] = useState<ServiceFieldsFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ServiceFieldsFragment | null>(null);
  /** The server's sentence when the service has calls ahead: the builder then chooses to cancel them. */
  const [hasCalls, setHasCalls] = useState<string | null>(null);
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const [update] = useMutation(UpdateServiceMutation);
  const [remove, removal] = useMutation(DeleteServiceMutation, { refetchQueries: [MyServicesQuery], awaitRefetchQueries: true });

  if (error && dataState !== 'complete')
    return <LoadError title="Your services could not be loaded" error={error} retrying={loading} onRetry={() => void refetch()} />;
  if (dataState !== 'complete') return <LoadingCards label="Loading your services" />;

  const username = data.me.username;
  const toggle = async (service: ServiceFieldsFragment, active: boolean) => {
    setTogglingId(service.id);
    try {
      await update({ variables: { input: { id: service.id, active } } });
      toaster.create({ type: 'success', title: active ? `${service.title} is offered` : `${service.title} is paused` });
    } catch (err) {
      toaster.create({ type: 'error', title: 'The service was not changed', description: readServerError(err).message });
    } finally {
      setTogglingId(null);
    }
  };
  const closeDelete = () => {
    setDeleting(null);
    setHasCalls(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id, cancelUpcoming: hasCalls !== null } });
      toaster.create({
        type: 'success',
        title: `${deleting.title} is deleted`,
        description: hasCalls ? 'Its upcoming calls are cancelled and their guests told; past calls are kept.' : 'Its past calls are kept.',
      });
      closeDelete();
    } catch (err) {
      const problem = readServerError(err);
      if (problem.code === 'CONFLICT' && problem.details?.cancelUpcoming) setHasCalls(problem.message);
      else toaster.create({ type: 'error', title: 'The service was not deleted', description: problem.message });
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="services-heading" borderRadius="xl">
      <Card.Header>
        <HStack justify="space-between" gap="4" flexWrap="wrap">
          <Stack gap="1">
            <Heading id="services-heading" as="h2" size="md">
              Services
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              The calls guests can book with you, each with its own link.
            </Text>
          </Stack>
          <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
            <LuPlus /> New service
          </Button>
        </HStack>
        <BookingLink username={username} label="Copy your booking page link" />
      </Card.Header>
      <Card.Body>
        {data.myServices.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuCalendarPlus />
              </EmptyState.Indicator>
              <VStack textAlign="center">
                <EmptyState.Title>No services yet</EmptyState.Title>
                <EmptyState.Description>Add one — a 30-minute intro call, a paid consultation — and share its link.</EmptyState.Description>
              </VStack>
              <Button colorPalette="brand" onClick={() => setEditing('new')}>
                <LuPlus /> Add your first service
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0" aria-label="Your services">
            {data.myServices.map((s) => (
              <Stack as="li" key={s.id} gap="2" py="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} aria-label={s.title}>
                <HStack justify="space-between" gap="4" flexWrap="wrap">
                  <Stack gap="1" minW="0">
                    <HStack gap="2" flexWrap="wrap">
                      <Text fontWeight="semibold">{s.title}</Text>
                      {s.requiresApproval && <Badge colorPalette="purple">Needs approval</Badge>}
                      {!s.active && <Badge>Paused</Badge>}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {s.durationMinutes} min · {formatMoney(s.price.amount, s.price.currency)}
                    </Text>
                  </Stack>
                  <HStack gap="2">
                    <Switch.Root
                      size="sm"
                      checked={s.active}
                      disabled={togglingId === s.id}
                      onCheckedChange={(e) => void toggle(s, e.checked)}
                    >
                      <Switch.HiddenInput aria-label={`${s.title} offered`} />
                      <Switch.Control />
                      <Switch.Label>Active</Switch.Label>
                    </Switch.Root>
                    <Button size="sm" variant="outline" aria-label={`Edit ${s.title}`} onClick={() => setEditing(s)}>
                      <LuPencil /> Edit
                    </Button>
                    <Button size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${s.title}`} onClick={() => setDeleting(s)}>
                      <LuTrash2 />
                    </Button>
                  </HStack>
                </HStack>
                <BookingLink username={username} slug={s.slug} label={`Copy the booking link of ${s.title}`} />
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
      {editing && <ServiceDialog service={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DialogShell open={deleting !== null} onClose={closeDelete} busy={removal.loading} role="alertdialog">
        <Dialog.Header>
          <Dialog.Title>Delete {deleting?.title}?</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>
            {hasCalls ?? 'Its link stops working and guests can no longer book it. Past calls are kept.'}
          </Dialog.Description>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={closeDelete} disabled={removal.loading}>
            Keep it
          </Button>
          <Button colorPalette="red" loading={removal.loading} loadingText="Deleting" onClick={() => void confirmDelete()}>
            {hasCalls ? 'Cancel the calls and delete' : 'Delete service'}
          </Button>
        </Dialog.Footer>
      </DialogShell>
    </Card.Root>
  );
}
