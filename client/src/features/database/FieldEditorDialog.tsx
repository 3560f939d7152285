import { Alert, Box, Button, Checkbox, chakra, Dialog, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LuTrash2 } from 'react-icons/lu';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import { fieldRules } from '../forms/messages';
import { readServerError } from '../forms/server-errors';
import { ChoicesEditor } from './fields/ChoicesEditor';
import { DefaultValueInput } from './fields/DefaultValueInput';
import { DeleteFieldDialog } from './fields/DeleteFieldDialog';
import {
  choicesProblem,
  defaultValueProblem,
  detailsAt,
  draftFromField,
  type FieldControl,
  type FieldDraft,
  inputFromDraft,
  toFieldInput,
} from './fields/field-draft';
import { fieldTypeInfo } from './fields/field-types';
import { TypeSelect } from './fields/TypeSelect';
import { useUpdateFields } from './fields/use-update-fields';
import { canBeUnique, canHaveDefault, hasChoices } from './rules';
import type { Collection, Field as CollectionField } from './types';

interface Props {
  open: boolean;
  onClose: () => void;
  collection: Collection;
  collections: Collection[];
  /** The field to edit; undefined adds a new one at the end. */
  fieldKey?: string;
}

/** Adds a field to a collection, or edits one: name, type, rules, choices, link target, default. */
export function FieldEditorDialog({ open, onClose, collection, collections, fieldKey }: Props) {
  return (
    <DialogShell open={open} onClose={onClose} size={{ mdDown: 'full', md: 'lg' }} scrollBehavior="inside" closeOnInteractOutside={false}>
      {/* Mounted per opening (Chakra unmounts a closed dialog), so each opening starts from the field as saved. */}
      <FieldEditorBody collection={collection} collections={collections} fieldKey={fieldKey} onClose={onClose} />
    </DialogShell>
  );
}

function FieldEditorBody({ collection, collections, fieldKey, onClose }: { collection: Collection; collections: Collection[]; fieldKey?: string; onClose: () => void }) {
  // The field as it was when the dialog opened: once deleted or renamed, the closing dialog still shows it.
  const [field] = useState(() => (fieldKey ? collection.fields.find((f) => f.key === fieldKey) : undefined));
  if (fieldKey && !field) return <FieldGone onClose={onClose} />;
  return <FieldEditorForm collection={collection} collections={collections} field={field} onDone={onClose} />;
}

function FieldGone({ onClose }: { onClose: () => void }) {
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>This field no longer exists</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text>Someone deleted it in the meantime. Close this and pick another field.</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>Close</Button>
      </Dialog.Footer>
    </>
  );
}

type Problems = Partial<Record<FieldControl, string>>;

function FieldEditorForm({ collection, collections, field, onDone }: { collection: Collection; collections: Collection[]; field: CollectionField | undefined; onDone: () => void }) {
  const editing = Boolean(field);
  const form = useForm<FieldDraft>({ defaultValues: draftFromField(field), mode: 'onTouched' });
  const { control, register, handleSubmit, formState, watch } = form;
  const { save, saving } = useUpdateFields(collection);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  // A problem goes away as soon as the builder changes the control it is about.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      const control = name ? controlOf(name) : undefined;
      if (control) setProblems((p) => (p[control] ? { ...p, [control]: undefined } : p));
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  // The alert sits above the form: bring it into view when the builder had scrolled down to Save.
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [failure]);
  const [type, unique] = useWatch({ control, name: ['type', 'unique'] });
  const uniqueAllowed = canBeUnique(type);
  const defaultAllowed = canHaveDefault(type, unique && uniqueAllowed);
  const others = collection.fields.filter((f) => f.key !== field?.key);
  const typeChanged = Boolean(field && field.type !== type);

  const onSubmit = handleSubmit(async (draft) => {
    setFailure(null);
    const found: Problems = {};
    const choices = choicesProblem(draft);
    if (choices) found.choices = choices;
    if (draft.type === 'RELATION' && !draft.relationCollectionId) found.relationCollectionId = `Choose the collection that ${draft.label.trim()} links to.`;
    const badDefault = defaultValueProblem(draft);
    if (badDefault) found.defaultValue = badDefault;
    setProblems(found);
    if (Object.keys(found).length) return;

    // The whole list goes back: the other fields unchanged (with their keys), this one in its place.
    const input = inputFromDraft(draft, field?.key);
    const index = field ? collection.fields.findIndex((f) => f.key === field.key) : collection.fields.length;
    const list = collection.fields.map(toFieldInput);
    if (field) list[index] = input;
    else list.push(input);
    try {
      await save(list);
      toaster.success({ title: `Field "${input.label}" ${editing ? 'saved' : 'added'}` });
      onDone();
    } catch (error) {
      const { message, code, details } = readServerError(error);
      const { byControl, other } = detailsAt(details, index);
      if (code === 'CONFLICT') {
        setFailure({ title: editing ? 'This change was not saved' : 'The field was not added', message });
      } else {
        setProblems(byControl);
        const rest = Object.keys(byControl).length === 0 ? message : other.join(' ');
        if (rest) setFailure({ title: editing ? 'This change was not saved' : 'The field was not added', message: rest });
      }
    }
  });

  const labelError = formState.errors.label?.message ?? problems.label;
  const labelRules = fieldRules('Field name', { required: true, max: 60 });
  const disabled = editing && !formState.isDirty;

  return (
    <>
      <chakra.form onSubmit={onSubmit} noValidate display="contents">
        <Dialog.Header>
          <Dialog.Title>{field ? `Edit field "${field.label}"` : `Add a field to ${collection.name}`}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="5">
            {failure && (
              <Alert.Root status="error" borderRadius="md" ref={failureRef}>
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{failure.title}</Alert.Title>
                  <Alert.Description>{failure.message}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <Field.Root invalid={Boolean(labelError)} required>
              <Field.Label>
                Field name
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                autoComplete="off"
                placeholder="Amount"
                autoFocus
                {...register('label', {
                  ...labelRules,
                  validate: (value) => {
                    const generic = labelRules.validate(value);
                    if (generic !== true) return generic;
                    const taken = others.find((f) => f.label.trim().toLowerCase() === value.trim().toLowerCase());
                    return taken ? `Another field is already called "${taken.label}" — give this one its own name.` : true;
                  },
                })}
              />
              {labelError ? <Field.ErrorText>{labelError}</Field.ErrorText> : <Field.HelperText>The column's title in the grid, forms and CSV files.</Field.HelperText>}
            </Field.Root>

            <Controller
              control={control}
              name="type"
              render={({ field: f }) => (
                <TypeSelect
                  value={f.value}
                  error={problems.type}
                  onChange={f.onChange}
                />
              )}
            />
            {typeChanged && field && (
              <Alert.Root status="warning" borderRadius="md">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    The values of {field.label} will be converted from {fieldTypeInfo(field.type).label} to {fieldTypeInfo(type).label}
                  </Alert.Title>
                  <Alert.Description>
                    {collection.recordCount > 0
                      ? `Portico converts the value in each of the ${collection.recordCount.toLocaleString('en')} records. If some cannot be converted, the change is refused, nothing is changed and you are told which records to fix first.`
                      : 'The collection has no records yet, so nothing needs converting.'}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}

            {hasChoices(type) && <ChoicesEditor control={control} register={register} error={problems.choices} existing={editing && hasChoices(field!.type)} />}

            {type === 'RELATION' && (
              <Controller
                control={control}
                name="relationCollectionId"
                render={({ field: f }) => (
                  <Field.Root invalid={Boolean(problems.relationCollectionId)} required>
                    <Field.Label>
                      Links to
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={f.value} onChange={(e) => f.onChange(e.currentTarget.value)} onBlur={f.onBlur}>
                        <option value="" disabled>
                          Choose a collection
                        </option>
                        {collections.map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.id === collection.id ? `${c.name} (this collection)` : c.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {problems.relationCollectionId ? (
                      <Field.ErrorText>{problems.relationCollectionId}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>Each value is a record of that collection.</Field.HelperText>
                    )}
                  </Field.Root>
                )}
              />
            )}

            <Stack gap="3">
              <Controller
                control={control}
                name="required"
                render={({ field: f }) => (
                  <RuleCheckbox label="Required" help="Every record must have a value." checked={f.value} onChange={f.onChange} error={problems.required} />
                )}
              />
              {uniqueAllowed && (
                <Controller
                  control={control}
                  name="unique"
                  render={({ field: f }) => (
                    <RuleCheckbox
                      label="Unique"
                      help="No two records may have the same value; CSV imports can update records matched on it."
                      checked={f.value}
                      onChange={f.onChange}
                      error={problems.unique}
                    />
                  )}
                />
              )}
            </Stack>

            {defaultAllowed ? (
              <DefaultValueInput control={control} error={problems.defaultValue} />
            ) : (
              unique && uniqueAllowed && (
                <Text fontSize="sm" color="fg.muted">
                  A unique field has no default value: every new record would share it.
                </Text>
              )
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer justifyContent="space-between">
          <Box>
            {field && (
              <Button variant="ghost" colorPalette="red" onClick={() => setDeleting(true)} disabled={saving}>
                <LuTrash2 aria-hidden="true" /> Delete field
              </Button>
            )}
          </Box>
          <HStack>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline" disabled={saving}>
                Cancel
              </Button>
            </Dialog.ActionTrigger>
            <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving" disabled={disabled}>
              {field ? 'Save field' : 'Add field'}
            </Button>
          </HStack>
        </Dialog.Footer>
      </chakra.form>
      {field && (
        <DeleteFieldDialog
          open={deleting}
          onClose={() => setDeleting(false)}
          onDeleted={onDone}
          collection={collection}
          field={field}
        />
      )}
    </>
  );
}

function controlOf(name: string): FieldControl | undefined {
  const root = name.split('.')[0]!;
  if (root.startsWith('default')) return 'defaultValue';
  return (['label', 'type', 'required', 'unique', 'choices', 'relationCollectionId'] as const).find((c) => c === root);
}

function RuleCheckbox({ label, help, checked, onChange, error }: { label: string; help: string; checked: boolean; onChange: (v: boolean) => void; error?: string }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} alignItems="flex-start">
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Stack gap="0">
          <Checkbox.Label>{label}</Checkbox.Label>
          <Text fontSize="xs" color="fg.muted">
            {help}
          </Text>
        </Stack>
      </Checkbox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
