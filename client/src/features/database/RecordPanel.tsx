import { Alert, Button, CloseButton, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { toaster } from '../../app/ui/toaster';
import { describeError } from '../portals/describe-error';
import { FieldControl, type RelationDraft } from './editors/FieldControl';
import { checkInput, fromInputValue, sameValue, toInputValue } from './editors/value-convert';
import { formatDateTime, customerOf, linkOf, recordTitle, type FileValue } from './format';
import type { Collection, Field, RecordRow } from './types';
import type { RecordActions } from './use-record-actions';

interface Props {
  collection: Collection;
  collections: Collection[];
  /** The record to edit; null for a new one (its fields filled here before it is created). */
  record: RecordRow | null;
  timeZone: string;
  actions: Pick<RecordActions, 'saveRecord' | 'createRecord' | 'deleteRecords'>;
  onClose: () => void;
  onCreated: (record: RecordRow) => void;
}

/** Every field of one record as a form, in a drawer: save, per-field errors, delete. */
export function RecordPanel(props: Props) {
  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && props.onClose()} size="md" placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <RecordForm key={props.record?.id ?? 'new'} {...props} />
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the record" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

const draftOf = (fields: Field[], record: RecordRow | null, timeZone: string) =>
  Object.fromEntries(
    fields.map((f) => {
      if (f.type === 'RELATION') {
        const link = record && linkOf(record, f.key);
        return [f.key, link ? ({ id: link.recordId, label: link.label } satisfies RelationDraft) : null];
      }
      if (f.type === 'CUSTOMER') {
        const customer = record && customerOf(record, f.key);
        return [f.key, customer ? ({ id: customer.customerId, label: customer.name || customer.email } satisfies RelationDraft) : null];
      }
      return [f.key, toInputValue(f, record ? record.data[f.key] : f.defaultValue, timeZone)];
    }),
  );

function RecordForm({ collection, collections, record, timeZone, actions, onClose, onCreated }: Props) {
  const fields = collection.fields;
  const [draft, setDraft] = useState<Record<string, unknown>>(() => draftOf(fields, record, timeZone));
  // The form as it was filled from the record: a control left as it was keeps the stored value.
  const [base, setBase] = useState(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [uploads, setUploads] = useState(0);

  const picked = (f: Field) => f.type === 'RELATION' || f.type === 'CUSTOMER';
  const storedOf = (f: Field) =>
    !record ? null : f.type === 'RELATION' ? (linkOf(record, f.key)?.recordId ?? record.data[f.key] ?? null) : (record.data[f.key] ?? null);
  const valueOf = (f: Field) =>
    picked(f)
      ? ((draft[f.key] as RelationDraft | null)?.id ?? null)
      : record && draft[f.key] === base[f.key]
        ? storedOf(f)
        : fromInputValue(f, draft[f.key], timeZone);
  const changed = fields.filter((f) => !sameValue(valueOf(f), storedOf(f)));
  const dirty = changed.length > 0;

  const save = async () => {
    setFailure('');
    // What the fields cannot hold is said under each before anything is sent (dates in the form shown).
    const refused: Record<string, string> = {};
    const changes: Record<string, unknown> = {};
    for (const f of changed) {
      if (picked(f) || f.type === 'FILE') changes[f.key] = valueOf(f);
      else {
        const checked = checkInput(f, draft[f.key], timeZone);
        if (checked.ok) changes[f.key] = checked.value;
        else refused[f.key] = checked.message;
      }
    }
    // A new record: required fields left empty are said too (the server would refuse them).
    if (!record)
      for (const f of fields)
        if (f.required && f.type !== 'BOOLEAN' && !(f.key in changes) && !refused[f.key] && f.defaultValue === null)
          refused[f.key] = `Please enter ${f.label}.`;
    setErrors(refused);
    if (Object.keys(refused).length) return;
    setSaving(true);
    try {
      if (record) {
        const saved = await actions.saveRecord(record, changes);
        if (saved) {
          const next = draftOf(fields, saved, timeZone);
          setDraft(next);
          setBase(next);
        }
        toaster.success({ title: 'Record saved' });
      } else {
        const created = await actions.createRecord(Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== null)));
        toaster.success({ title: 'Record created' });
        if (created) onCreated(created);
      }
    } catch (error) {
      const { message, details } = describeError(error);
      const placed: Record<string, string> = {};
      for (const [key, text] of Object.entries(details ?? {})) if (key.startsWith('data.')) placed[key.slice(5)] = text;
      setErrors(placed);
      if (!Object.keys(placed).length) setFailure(message);
    } finally {
      setSaving(false);
    }
  };

  // A file is saved as soon as it is stored (or removed), like the grid's cells: nothing to lose by
  // closing the panel. A new record keeps it in the form until "Create record".
  const saveFile = async (f: Field, value: FileValue | null) => {
    if (errors[f.key]) setErrors(({ [f.key]: _, ...rest }) => rest);
    if (!record) {
      setDraft((d) => ({ ...d, [f.key]: value }));
      return;
    }
    const saved = await actions.saveRecord(record, { [f.key]: value });
    setDraft((d) => ({ ...d, [f.key]: saved ? toInputValue(f, saved.data[f.key], timeZone) : value }));
    toaster.success({ title: value ? `${value.name} attached` : 'File removed' });
  };

  const remove = async () => {
    if (!record) return;
    setDeleting(true);
    const ok = await actions.deleteRecords([record.id]);
    setDeleting(false);
    if (ok) onClose();
  };

  const title = record ? recordTitle(collection, record, timeZone) : `New record in ${collection.name}`;
  return (
    <form
      noValidate
      style={{ display: 'contents' }}
      onSubmit={(e) => {
        e.preventDefault();
        if ((dirty || !record) && !saving && !uploads) void save();
      }}
    >
      <Drawer.Header borderBottomWidth="1px" pe="12">
        <Stack gap="1" minW="0">
          <Drawer.Title truncate>{title}</Drawer.Title>
          {record && (
            <Text fontSize="xs" color="fg.muted">
              Created {formatDateTime(record.createdAt, timeZone)} · Updated {formatDateTime(record.updatedAt, timeZone)}
            </Text>
          )}
        </Stack>
      </Drawer.Header>
      <Drawer.Body py="5">
        <Stack gap="5">
          {failure && (
            <Alert.Root status="error" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          {fields.map((f) => (
            <FieldControl
              key={f.key}
              field={f}
              value={draft[f.key]}
              onChange={
                f.type === 'FILE'
                  ? (v) => saveFile(f, v as FileValue | null)
                  : (v) => {
                      setDraft((d) => ({ ...d, [f.key]: v }));
                      if (errors[f.key]) setErrors(({ [f.key]: _, ...rest }) => rest);
                    }
              }
              error={errors[f.key]}
              collections={collections}
              timeZone={timeZone}
              disabled={saving}
              collectionId={collection.id}
              onBusyChange={(busy) => setUploads((n) => n + (busy ? 1 : -1))}
            />
          ))}
        </Stack>
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px" justifyContent="space-between" flexWrap="wrap" gap="2">
        {record && !confirmDelete && (
          <Button variant="ghost" colorPalette="red" onClick={() => setConfirmDelete(true)}>
            <LuTrash2 aria-hidden="true" /> Delete record
          </Button>
        )}
        {record && confirmDelete && (
          <HStack role="group" aria-label="Confirm deletion">
            <Text fontSize="sm">Delete this record?</Text>
            <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(false)} disabled={deleting}>
              Keep
            </Button>
            <Button size="sm" colorPalette="red" onClick={() => void remove()} loading={deleting} loadingText="Deleting">
              Delete
            </Button>
          </HStack>
        )}
        <HStack ms="auto">
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {record ? 'Close' : 'Cancel'}
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            loading={saving}
            loadingText="Saving"
            disabled={(record ? !dirty : false) || uploads > 0}
          >
            {record ? 'Save changes' : 'Create record'}
          </Button>
        </HStack>
      </Drawer.Footer>
    </form>
  );
}
