import { useMutation } from '@apollo/client/react';
import { Alert, Button, Dialog, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PAGE_DESCRIPTION_MAX, PAGE_TITLE_MAX, pathFromTitle, pathProblem } from '../../../../server/modules/page/page.rules';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import type { PageVisibility, PortalPageSummaryFieldsFragment } from '../../gql/graphql';
import { placeServerErrors } from '../forms/server-errors';
import { CreatePortalPageMutation, DeletePortalPageMutation, PortalSiteQuery, UpdatePortalPageMutation } from './layout.documents';
import type { SiteSession } from './use-site-session';
import { newBlockId } from './puck-model';

type Page = PortalPageSummaryFieldsFragment;
type Values = { title: string; path: string; description: string; visibility: PageVisibility };
type Key = keyof Values;
const KEYS: Key[] = ['title', 'path', 'description', 'visibility'];

function check(v: Values): Partial<Record<Key, string>> {
  const errors: Partial<Record<Key, string>> = {};
  if (!v.title.trim()) errors.title = 'Please enter a title.';
  else if (v.title.trim().length > PAGE_TITLE_MAX) errors.title = `A title has at most ${PAGE_TITLE_MAX} characters.`;
  const problem = pathProblem(v.path.trim());
  if (problem) errors.path = problem;
  if (v.description.length > PAGE_DESCRIPTION_MAX) errors.description = `A description has at most ${PAGE_DESCRIPTION_MAX} characters.`;
  return errors;
}

function PageForm({
  values,
  onChange,
  errors,
  withDescription,
  followTitle,
}: {
  values: Values;
  onChange: (v: Values) => void;
  errors: Partial<Record<Key, string>>;
  withDescription: boolean;
  followTitle: boolean;
}) {
  return (
    <Stack gap="4">
      <Field.Root invalid={!!errors.title} required>
        <Field.Label>Title</Field.Label>
        <Input
          autoFocus
          value={values.title}
          placeholder="Pricing"
          onChange={(e) => {
            const title = e.currentTarget.value;
            onChange({ ...values, title, path: followTitle ? (title.trim() ? pathFromTitle(title) : '') : values.path });
          }}
        />
        {errors.title ? <Field.ErrorText>{errors.title}</Field.ErrorText> : <Field.HelperText>Shown in the browser tab.</Field.HelperText>}
      </Field.Root>
      <Field.Root invalid={!!errors.path} required>
        <Field.Label>Path</Field.Label>
        <Input value={values.path} placeholder="/pricing" onChange={(e) => onChange({ ...values, path: e.currentTarget.value })} />
        {errors.path ? (
          <Field.ErrorText>{errors.path}</Field.ErrorText>
        ) : (
          <Field.HelperText>Its address in the portal: / for the home page, /pricing, /help/faq.</Field.HelperText>
        )}
      </Field.Root>
      {withDescription && (
        <Field.Root invalid={!!errors.description}>
          <Field.Label>Description for search engines</Field.Label>
          <Textarea rows={3} value={values.description} onChange={(e) => onChange({ ...values, description: e.currentTarget.value })} />
          {errors.description ? (
            <Field.ErrorText>{errors.description}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              A sentence shown in search results and link previews ({values.description.length}/{PAGE_DESCRIPTION_MAX}).
            </Field.HelperText>
          )}
        </Field.Root>
      )}
      <Field.Root>
        <Field.Label>Who can open it</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={values.visibility}
            onChange={(e) => onChange({ ...values, visibility: e.currentTarget.value as PageVisibility })}
          >
            <option value="PUBLIC">Everyone with the address</option>
            <option value="CUSTOMERS">Signed-in customers only</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}

function Failure({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" borderRadius="md">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** What the standard home shows a signed-in customer, as blocks the builder can edit or remove. */
function homeStarterBlocks() {
  return [
    { id: newBlockId('block'), type: 'WORKFLOW_LIST', props: { title: 'Get started', workflowIds: [] } },
    { id: newBlockId('block'), type: 'TICKETS', props: { title: 'Your tickets' } },
  ];
}

export function CreatePageDialog({
  portalId,
  home,
  onClose,
  onCreated,
}: {
  portalId: string;
  home?: boolean;
  onClose: () => void;
  onCreated: (page: Page) => void;
}) {
  const [values, setValues] = useState<Values>({ title: home ? 'Home' : '', path: home ? '/' : '', description: '', visibility: 'PUBLIC' });
  const [pathEdited, setPathEdited] = useState(Boolean(home));
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [failure, setFailure] = useState('');
  const [create, { loading }] = useMutation(CreatePortalPageMutation, {
    refetchQueries: [{ query: PortalSiteQuery, variables: { portalId } }],
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return;
    try {
      const { data } = await create({
        variables: {
          input: {
            portalId,
            title: values.title.trim(),
            path: values.path.trim(),
            visibility: values.visibility,
            // A home page replaces the standard one: it starts with the same panels (workflows, tickets).
            ...(values.path.trim() === '/' ? { blocks: homeStarterBlocks() } : {}),
          },
        },
      });
      toaster.success({ title: 'Page created', description: `${values.title.trim()} is a draft until you publish.` });
      if (data) onCreated(data.createPortalPage);
    } catch (error) {
      const placed = placeServerErrors(error, KEYS);
      setErrors(placed.fields);
      setFailure(placed.message);
    }
  };
  return (
    <DialogShell onClose={onClose} busy={loading}>
      <form onSubmit={submit} noValidate>
        <Dialog.Header>
          <Dialog.Title>New page</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Failure message={failure} />
            <PageForm
              values={values}
              errors={errors}
              withDescription={false}
              followTitle={!pathEdited}
              onChange={(v) => {
                if (v.path !== values.path && v.title === values.title) setPathEdited(true);
                setValues(v);
              }}
            />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={loading}>
            Create page
          </Button>
        </Dialog.Footer>
      </form>
    </DialogShell>
  );
}

export function PageSettingsDialog({ page, session, onClose }: { page: Page; session: SiteSession; onClose: () => void }) {
  const [values, setValues] = useState<Values>({
    title: page.title,
    path: page.path,
    description: page.description,
    visibility: page.visibility,
  });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(UpdatePortalPageMutation, {
    refetchQueries: [{ query: PortalSiteQuery, variables: { portalId: page.portalId } }],
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      // The block editor may have a save waiting: it goes first, and this one uses its revision.
      await session.flushAll();
      session.knowRevision(page.id, page.revision);
      const { data } = await update({
        variables: {
          input: {
            id: page.id,
            title: values.title.trim(),
            path: values.path.trim(),
            description: values.description.trim(),
            visibility: values.visibility,
            revision: session.revision(page.id),
          },
        },
      });
      if (data) session.saved(page.id, data.updatePortalPage.revision);
      toaster.success({ title: 'Page settings saved', description: 'Customers see them after you publish.' });
      onClose();
    } catch (error) {
      const placed = placeServerErrors(error, KEYS);
      setErrors(placed.fields);
      setFailure(placed.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogShell onClose={onClose} busy={busy}>
      <form onSubmit={submit} noValidate>
        <Dialog.Header>
          <Dialog.Title>Page settings</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Failure message={failure} />
            <PageForm values={values} errors={errors} withDescription followTitle={false} onChange={setValues} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy}>
            Save settings
          </Button>
        </Dialog.Footer>
      </form>
    </DialogShell>
  );
}

export function DeletePageDialog({ page, onClose, onDeleted }: { page: Page; onClose: () => void; onDeleted: () => void }) {
  const [failure, setFailure] = useState('');
  const [remove, { loading, client }] = useMutation(DeletePortalPageMutation, {
    refetchQueries: [{ query: PortalSiteQuery, variables: { portalId: page.portalId } }],
  });
  const confirm = async () => {
    setFailure('');
    try {
      const { data } = await remove({ variables: { input: { id: page.id } } });
      toaster.success({ title: 'Page deleted', description: `${page.title} (${page.path}) is gone, from the published portal too.` });
      onDeleted();
      // After leaving it (onDeleted): the answer is the page as it was, which the cache must not keep.
      if (data) client.cache.evict({ id: client.cache.identify(data.deletePortalPage) });
    } catch (error) {
      setFailure(placeServerErrors(error, []).message);
    }
  };
  return (
    <DialogShell onClose={onClose} busy={loading} role="alertdialog">
      <Dialog.Header>
        <Dialog.Title>Delete {page.title}?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Failure message={failure} />
          <Text>
            The page {page.path} and its blocks are deleted at once — customers stop seeing it straight away, without a Publish. Navigation
            items that open it stop showing.
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button colorPalette="red" onClick={() => void confirm()} loading={loading}>
          Delete page
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
