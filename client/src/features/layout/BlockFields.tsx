import { Box, Button, Checkbox, Field, HStack, Image, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { createUsePuck, type CustomField } from '@puckeditor/core';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EMBED_HOSTS } from '../../../../server/modules/page/page.rules';
import { readServerError } from '../forms/server-errors';
import { useLayoutEditor } from './editor-context';
import { uploadPageImage } from './page-image.api';

/** The Puck custom fields of the blocks: Chakra controls that know the portal (collections, workflows, pages). */

const usePuck = createUsePuck();
const useSelectedId = () => usePuck((s) => (s.selectedItem?.props.id as string | undefined) ?? null);
const useSelectedProp = <T,>(prop: string) => usePuck((s) => s.selectedItem?.props[prop] as T | undefined);

/** The server's refusal of this prop of the selected block, if the last save had one. */
function useFieldError(prop: string): string | undefined {
  const id = useSelectedId();
  const { blockErrors } = useLayoutEditor();
  return id ? blockErrors[id]?.[prop] : undefined;
}

function FieldShell({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root id={id} invalid={Boolean(error)}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}

function custom<V>(label: string, render: CustomField<V>['render']): CustomField<V> {
  return { type: 'custom', label, render: (props) => <OwnId {...props} render={render} /> };
}

/**
 * Puck may draw a block's fields more than once (a copy kept hidden); each copy's controls get an id
 * of their own, so a label names the control beside it, not the hidden one.
 */
function OwnId<V>({ render, ...props }: Parameters<CustomField<V>['render']>[0] & { render: CustomField<V>['render'] }) {
  const own = useId();
  return render({ ...props, id: `${props.id}-${own}` });
}

export const collectionField = custom<string>('Collection', ({ id, name, value, onChange }) => (
  <CollectionSelect id={id} name={name} value={value} onChange={onChange} />
));

function CollectionSelect({ id, name, value, onChange }: { id: string; name: string; value: string; onChange: (v: string) => void }) {
  const { collections, portal } = useLayoutEditor();
  const error = useFieldError(name);
  if (collections.length === 0)
    return (
      <FieldShell id={id} label="Collection" error={error}>
        <Text fontSize="sm" color="fg.muted">
          No collection is shared with customers yet. In{' '}
          <RouterLink to={`/${portal.slug}/database`} style={{ textDecoration: 'underline' }}>
            Database
          </RouterLink>
          , open a collection’s menu, choose “Customer access” and pick the field that names each record’s customer.
        </Text>
      </FieldShell>
    );
  return (
    <FieldShell id={id} label="Collection" help="Each signed-in customer sees only their own records." error={error}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">Choose a collection…</option>
          {collections.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

export const collectionFieldsField = custom<string[]>('Columns to show', ({ name, value, onChange }) => (
  <CollectionColumns name={name} value={value ?? []} onChange={onChange} />
));

function CollectionColumns({ name, value, onChange }: { name: string; value: string[]; onChange: (v: string[]) => void }) {
  const { collections } = useLayoutEditor();
  const collectionId = useSelectedProp<string>('collectionId');
  const error = useFieldError(name);
  const collection = collections.find((c) => c.id === collectionId);
  if (!collection) return <></>;
  const toggle = (key: string, on: boolean) => {
    const next = on ? [...value, key] : value.filter((k) => k !== key);
    // Kept in the collection's order, whatever order they were ticked in.
    onChange(collection.fields.map((f) => f.key).filter((k) => next.includes(k)));
  };
  return (
    <Box as="fieldset">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
        Columns to show
      </Text>
      <Stack gap="1.5">
        {collection.fields.map((f) => (
          <Checkbox.Root key={f.key} size="sm" checked={value.includes(f.key)} onCheckedChange={(e) => toggle(f.key, e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{f.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <Text fontSize="xs" color={error ? 'fg.error' : 'fg.muted'} mt="1">
        {error ?? (value.length === 0 ? 'None ticked: every field shows.' : `${value.length} of ${collection.fields.length} shown.`)}
      </Text>
    </Box>
  );
}

/** A field of the selected block's collection, picked by a select: the FILE field of a file list, the field naming its files. */
function CollectionFieldSelect({
  id,
  name,
  value,
  onChange,
  label,
  files,
  optional,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  label: string;
  files: boolean;
  optional?: string;
}) {
  const { collections } = useLayoutEditor();
  const collectionId = useSelectedProp<string>('collectionId');
  const error = useFieldError(name);
  const collection = collections.find((c) => c.id === collectionId);
  if (!collection) return <></>;
  const options = collection.fields.filter((f) => (f.type === 'FILE') === files);
  if (files && options.length === 0)
    return (
      <FieldShell id={id} label={label} error={error}>
        <Text fontSize="sm" color="fg.muted">
          {collection.name} has no file field yet: add a field of type File to it in Database.
        </Text>
      </FieldShell>
    );
  return (
    <FieldShell id={id} label={label} error={error}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{optional ?? 'Choose a field…'}</option>
          {options.map((f) => (
            <option key={f.key} value={f.key}>
              {f.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

export const fileFieldField = custom<string>('File field', ({ id, name, value, onChange }) => (
  <CollectionFieldSelect id={id} name={name} value={value ?? ''} onChange={onChange} label="File field" files />
));
export const labelFieldField = custom<string>('Name each file by', ({ id, name, value, onChange }) => (
  <CollectionFieldSelect
    id={id}
    name={name}
    value={value ?? ''}
    onChange={onChange}
    label="Name each file by"
    files={false}
    optional="The file’s own name"
  />
));

export const workflowsField = custom<string[]>('Workflows', ({ name, value, onChange }) => (
  <WorkflowChecklist name={name} value={value ?? []} onChange={onChange} />
));

function WorkflowChecklist({ name, value, onChange }: { name: string; value: string[]; onChange: (v: string[]) => void }) {
  const { workflows } = useLayoutEditor();
  const error = useFieldError(name);
  return (
    <Box as="fieldset">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
        Workflows
      </Text>
      {workflows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          This portal has no workflows yet: build one under Workflows.
        </Text>
      ) : (
        <Stack gap="1.5">
          {workflows.map((w) => (
            <Checkbox.Root
              key={w.id}
              size="sm"
              checked={value.includes(w.id)}
              onCheckedChange={(e) => onChange(e.checked === true ? [...value, w.id] : value.filter((id) => id !== w.id))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {w.name}
                {!w.published && (
                  <Text as="span" color="fg.muted">
                    {' '}
                    (not published)
                  </Text>
                )}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      <Text fontSize="xs" color={error ? 'fg.error' : 'fg.muted'} mt="1">
        {error ?? (value.length === 0 ? 'None ticked: every workflow open to the visitor shows.' : `${value.length} chosen.`)}
      </Text>
    </Box>
  );
}

export const imageField = custom<string>('Image', ({ id, name, value, onChange }) => (
  <ImageUpload id={id} name={name} value={value ?? ''} onChange={onChange} />
));

function ImageUpload({ id, name, value, onChange }: { id: string; name: string; value: string; onChange: (v: string) => void }) {
  const { portal } = useLayoutEditor();
  const serverError = useFieldError(name);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState('');
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFailure('');
    setUploading(true);
    try {
      const { url } = await uploadPageImage(portal.id, file);
      onChange(url);
    } catch (error) {
      const e = readServerError(error);
      setFailure(e.details?.file ?? e.message);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };
  const error = failure || serverError;
  return (
    <FieldShell id={id} label="Image" error={error} help="PNG, JPEG, WebP or SVG. Or paste an https:// address.">
      <Stack gap="2" w="full">
        {value ? <Image src={value} alt="" maxH="32" objectFit="contain" borderRadius="md" borderWidth="1px" bg="bg.muted" /> : null}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          hidden
          aria-label="Image file"
          onChange={(e) => void upload(e.currentTarget.files?.[0])}
        />
        <HStack>
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={uploading} loadingText="Uploading…">
            {value ? 'Replace image' : 'Upload image'}
          </Button>
          {uploading && <Spinner size="sm" aria-hidden />}
          {value && !uploading && (
            <Button size="sm" variant="ghost" onClick={() => onChange('')}>
              Remove
            </Button>
          )}
        </HStack>
        <Input size="sm" placeholder="https://…" value={value} disabled={uploading} onChange={(e) => onChange(e.currentTarget.value)} />
      </Stack>
    </FieldShell>
  );
}

const EMBED_HELP = [...new Set(EMBED_HOSTS.map((h) => h.what))].join(', ');

export const embedUrlField = custom<string>('Address to embed', ({ id, name, value, onChange }) => (
  <EmbedAddress id={id} name={name} value={value ?? ''} onChange={onChange} />
));

function EmbedAddress({ id, name, value, onChange }: { id: string; name: string; value: string; onChange: (v: string) => void }) {
  const error = useFieldError(name);
  return (
    <FieldShell
      id={id}
      label="Address to embed"
      error={error}
      help={`An https:// link from a site made to be embedded: ${EMBED_HELP}. Other sites: use a Button.`}
    >
      <Input size="sm" placeholder="https://www.youtube.com/watch?v=…" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </FieldShell>
  );
}

export const linkField = custom<string>('Link', ({ id, name, value, onChange }) => (
  <LinkPicker id={id} name={name} value={value ?? ''} onChange={onChange} />
));

const OTHER = '__address__';

function LinkPicker({ id, name, value, onChange }: { id: string; name: string; value: string; onChange: (v: string) => void }) {
  const { pages } = useLayoutEditor();
  const error = useFieldError(name);
  const page = pages.find((p) => p.path === value);
  const [typing, setTyping] = useState(!page);
  const choice = typing ? OTHER : (page?.path ?? OTHER);
  return (
    <FieldShell
      id={id}
      label="Opens"
      error={error}
      help={typing ? 'A page path like /pricing, or an address like https://example.com.' : undefined}
    >
      <Stack gap="2" w="full">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={choice}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setTyping(v === OTHER);
              if (v !== OTHER) onChange(v);
            }}
          >
            {pages.map((p) => (
              <option key={p.id} value={p.path}>
                {p.title} ({p.path})
              </option>
            ))}
            <option value={OTHER}>Another address…</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {typing && (
          <Input size="sm" aria-label="Address" placeholder="https://…" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
        )}
      </Stack>
    </FieldShell>
  );
}

/** Above a selected block's fields: what the last save refused in it, by field. */
export function SelectedBlockProblems() {
  const id = useSelectedId();
  const { blockErrors, publishProblems } = useLayoutEditor();
  const problems = id ? Object.values(blockErrors[id] ?? {}) : [];
  const missing = id && problems.length === 0 ? Object.values(publishProblems[id] ?? {}) : [];
  if (problems.length > 0)
    return (
      <Box role="alert" m="3" p="3" borderRadius="md" bg="red.subtle" color="red.fg" fontSize="sm">
        <Text fontWeight="semibold">This block was not saved:</Text>
        <Box as="ul" ps="4" listStyleType="disc">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </Box>
      </Box>
    );
  if (missing.length === 0) return null;
  // Saved as a draft; only Publish needs it complete. A note, not an alarm.
  return (
    <Box role="status" m="3" p="3" borderRadius="md" bg="orange.subtle" color="orange.fg" fontSize="sm">
      <Text fontWeight="semibold">Saved as a draft. Before publishing:</Text>
      <Box as="ul" ps="4" listStyleType="disc">
        {missing.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </Box>
    </Box>
  );
}
