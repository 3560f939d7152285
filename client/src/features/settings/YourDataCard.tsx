import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Dialog, Heading, HStack, List, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session/SessionProvider';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import type { DataExportFieldsFragment } from '../../gql/graphql';
import { FormField } from '../forms/FormField';
import { applyServerErrors, readServerError } from '../forms/server-errors';
import { AccountDeletionPreviewQuery, DeleteAccountMutation, MyDataExportsQuery, RequestDataExportMutation } from './your-data.documents';

/** The builder's own data: a copy of it by email, and deleting the account for good. */
export function YourDataCard({ email }: { email: string }) {
  return (
    <Card.Root as="section" aria-labelledby="settings-your-data" borderRadius="xl">
      <Card.Header>
        <Heading id="settings-your-data" as="h2" size="md">
          Your data
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Take a copy of everything you made, or delete your account.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="8">
          <ExportSection />
          <Separator />
          <DeleteSection email={email} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
function size(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function ExportSection() {
  // While a ZIP is being built the list is asked again every few seconds; otherwise never.
  const [pollInterval, setPollInterval] = useState(0);
  const { data, dataState, error, refetch, loading } = useQuery(MyDataExportsQuery, { pollInterval });
  const exports = dataState === 'complete' ? data.myDataExports : [];
  const preparing = exports.some((e) => e.status === 'QUEUED');
  useEffect(() => setPollInterval(preparing ? 3000 : 0), [preparing]);
  const [requestExport, { loading: requesting }] = useMutation(RequestDataExportMutation, { refetchQueries: [MyDataExportsQuery] });

  const onRequest = async () => {
    try {
      await requestExport();
      toaster.create({
        type: 'success',
        title: 'Your export is being prepared',
        description: 'We will email you the download link when it is ready.',
      });
    } catch (e) {
      toaster.create({ type: 'error', title: 'The export was not started', description: readServerError(e).message });
    }
  };

  return (
    <Stack gap="4" aria-labelledby="settings-export">
      <Heading id="settings-export" as="h3" size="sm">
        Export your data
      </Heading>
      <Text fontSize="sm" color="fg.muted" maxW="2xl">
        A ZIP file with your profile and, for every portal of the workspaces you own, its settings, each collection as a CSV file, its
        customers, its tickets with their messages and its workflows with their runs. We email you a link to download it; the link works for
        7 days.
      </Text>
      <Button
        alignSelf="flex-start"
        colorPalette="brand"
        onClick={() => void onRequest()}
        loading={requesting}
        loadingText="Requesting"
        disabled={preparing}
      >
        {preparing ? 'Export being prepared' : 'Export my data'}
      </Button>
      {error && dataState !== 'complete' ? (
        <Alert.Root status="error" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your exports could not be loaded</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" loading={loading} onClick={() => void refetch()}>
            Retry
          </Button>
        </Alert.Root>
      ) : dataState !== 'complete' ? (
        <Skeleton h="12" borderRadius="md" aria-label="Loading your exports" />
      ) : exports.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          You have not exported your data yet.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Your exports">
          {exports.map((e) => (
            <ExportRow key={e.id} item={e} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ExportRow({ item }: { item: DataExportFieldsFragment }) {
  const expired = item.status === 'READY' && item.expiresAt !== null && Date.parse(item.expiresAt) <= Date.now();
  const badge =
    item.status === 'QUEUED'
      ? { label: 'Preparing…', palette: 'blue' }
      : item.status === 'FAILED'
        ? { label: 'Failed', palette: 'red' }
        : expired
          ? { label: 'Expired', palette: 'gray' }
          : { label: 'Ready', palette: 'green' };
  const detail =
    item.status === 'QUEUED'
      ? 'We are building the ZIP; the link will come by email.'
      : item.status === 'FAILED'
        ? 'It could not be built. Ask for a new export.'
        : expired
          ? 'The link has expired. Ask for a new export.'
          : `${size(item.sizeBytes)} · the link expires ${day.format(new Date(item.expiresAt!))}. We emailed you the link.`;
  return (
    <HStack as="li" justify="space-between" align="flex-start" p="3" borderWidth="1px" borderRadius="md" gap="4">
      <Stack gap="0.5">
        <Text fontWeight="medium">Requested {dateTime.format(new Date(item.createdAt))}</Text>
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      </Stack>
      <Badge colorPalette={badge.palette} variant="subtle" flexShrink={0}>
        {badge.label}
      </Badge>
    </HStack>
  );
}

function DeleteSection({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="3" p="4" borderWidth="1px" borderColor="border.error" borderRadius="md" aria-labelledby="settings-delete-account">
      <Heading id="settings-delete-account" as="h3" size="sm" color="fg.error">
        Delete account
      </Heading>
      <Text fontSize="sm" color="fg.muted" maxW="2xl">
        Deletes your account for good, with every workspace where you are the only member and everything in it. You leave the workspaces you
        share with others. This cannot be undone.
      </Text>
      <Button alignSelf="flex-start" colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
        Delete my account…
      </Button>
      {open && <DeleteAccountDialog email={email} onClose={() => setOpen(false)} />}
    </Stack>
  );
}

interface DeleteValues {
  email: string;
  password: string;
}

function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const preview = useQuery(AccountDeletionPreviewQuery, { fetchPolicy: 'network-only' });
  const [deleteAccount] = useMutation(DeleteAccountMutation);
  const apollo = useApolloClient();
  const { resetSession } = useSession();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<DeleteValues>({ defaultValues: { email: '', password: '' } });
  const [failure, setFailure] = useState('');
  const plan = preview.dataState === 'complete' ? preview.data.accountDeletionPreview : null;
  const blocked = Boolean(plan?.blockingWorkspaces.length);

  const onSubmit = handleSubmit(async (input) => {
    setFailure('');
    try {
      await deleteAccount({ variables: { input } });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['email', 'password']));
      return;
    }
    // The token no longer works: forget it and everything loaded with it, then go to sign-in.
    await apollo.clearStore();
    resetSession();
    toaster.create({ type: 'info', title: 'Your account was deleted.', description: 'We sent a confirmation to your email address.' });
    navigate('/auth/login', { replace: true });
  });

  return (
    <DialogShell role="alertdialog" onClose={onClose} busy={formState.isSubmitting} size="md">
      <form onSubmit={onSubmit} noValidate>
        <Dialog.Header>
          <Dialog.Title>Delete your account?</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            {preview.error && !plan ? (
              <Alert.Root status="error" borderRadius="md">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>What would be deleted could not be loaded</Alert.Title>
                  <Alert.Description>{preview.error.message}</Alert.Description>
                </Alert.Content>
                <Button size="sm" variant="outline" onClick={() => void preview.refetch()}>
                  Retry
                </Button>
              </Alert.Root>
            ) : !plan ? (
              <Skeleton h="16" aria-label="Loading what would be deleted" />
            ) : (
              <DeletionPlan plan={plan} />
            )}
            <Text fontSize="sm">
              Want a copy first? Close this, use <strong>Export my data</strong> above and download the ZIP before you delete: deleting the
              account deletes its exports too.
            </Text>
            {failure && (
              <Alert.Root status="error" borderRadius="md">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            <FormField
              name="email"
              label="Type your email to confirm"
              type="email"
              autoComplete="off"
              placeholder={email}
              register={register}
              errors={formState.errors}
              rules={{ required: true }}
            />
            <FormField
              name="password"
              label="Your password"
              type="password"
              autoComplete="current-password"
              register={register}
              errors={formState.errors}
              rules={{ required: true }}
            />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            colorPalette="red"
            // The palette's solid red is below 4.5:1 behind white text: one step darker.
            bg="red.700"
            _hover={{ bg: 'red.800' }}
            loading={formState.isSubmitting}
            loadingText="Deleting"
            disabled={!plan || blocked}
          >
            Delete my account
          </Button>
        </Dialog.Footer>
      </form>
    </DialogShell>
  );
}

type Plan = { deletedWorkspaces: Ref[]; leftWorkspaces: Ref[]; blockingWorkspaces: Ref[] };
type Ref = { id: string; name: string };

function DeletionPlan({ plan }: { plan: Plan }) {
  if (plan.blockingWorkspaces.length)
    return (
      <Alert.Root status="warning" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Hand over your shared workspaces first</Alert.Title>
          <Alert.Description>
            You are the only owner of {names(plan.blockingWorkspaces)}, which {plan.blockingWorkspaces.length === 1 ? 'has' : 'have'} other
            members. Make another member an owner, or remove its members, then come back.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  return (
    <Stack gap="3" fontSize="sm">
      <Box>
        <Text fontWeight="medium">Deleted for good:</Text>
        <List.Root ps="5">
          <List.Item>Your profile, sign-in and sessions</List.Item>
          {plan.deletedWorkspaces.map((w) => (
            <List.Item key={w.id}>
              The workspace “{w.name}” with all its portals, records, files, customers, tickets and workflows
            </List.Item>
          ))}
        </List.Root>
      </Box>
      {plan.leftWorkspaces.length > 0 && (
        <Text>
          You leave {names(plan.leftWorkspaces)}; {plan.leftWorkspaces.length === 1 ? 'its' : 'their'} other members keep everything in{' '}
          {plan.leftWorkspaces.length === 1 ? 'it' : 'them'}.
        </Text>
      )}
    </Stack>
  );
}

const names = (list: Ref[]) => list.map((w) => `“${w.name}”`).join(', ');
