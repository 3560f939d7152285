import { Alert, Box, Button, chakra, Dialog, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { LuTrash2 } from 'react-icons/lu';
import { fieldRules } from '../../forms/messages';
import { FIELD_LABEL_MAX, hasChoices } from '../rules';
import type { Collection, Field as CollectionField } from '../types';
import { ChoicesEditor } from './ChoicesEditor';
import { DefaultValueInput } from './DefaultValueInput';
import { DeleteFieldDialog } from './DeleteFieldDialog';
import { FieldRules } from './FieldRules';
import { NumberFormatInput } from './NumberFormatInput';
import { RelationTargetSelect } from './RelationTargetSelect';
import { TypeChangeWarning } from './TypeChangeWarning';
import { TypeSelect } from './TypeSelect';
import { useFieldEditor } from './use-field-editor';

/** The field editor's form: name, type, choices, link target, rules and default, then save or delete. */
export function FieldEditorForm({
  collection,
  collections,
  field,
  onDone,
}: {
  collection: Collection;
  collections: Collection[];
  field: CollectionField | undefined;
  onDone: () => void;
}) {
  const editor = useFieldEditor({ collection, field, onDone });
  const {
    form,
    onSubmit,
    saving,
    problems,
    choiceProblems,
    failure,
    failureRef,
    type,
    unique,
    uniqueAllowed,
    defaultAllowed,
    typeChanged,
  } = editor;
  const { control, register, formState } = form;
  const [deleting, setDeleting] = useState(false);
  const editing = Boolean(field);
  const others = collection.fields.filter((f) => f.key !== field?.key);

  const labelError = formState.errors.label?.message ?? problems.label;
  const labelRules = fieldRules('Field name', { required: true, max: FIELD_LABEL_MAX });
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
              {labelError ? (
                <Field.ErrorText>{labelError}</Field.ErrorText>
              ) : (
                <Field.HelperText>The column's title in the grid, forms and CSV files.</Field.HelperText>
              )}
            </Field.Root>

            <Controller
              control={control}
              name="type"
              render={({ field: f }) => <TypeSelect value={f.value} error={problems.type} onChange={f.onChange} />}
            />
            {typeChanged && field && <TypeChangeWarning collection={collection} field={field} type={type} />}

            {hasChoices(type) && (
              <ChoicesEditor
                control={control}
                register={register}
                error={problems.choices}
                choiceErrors={choiceProblems}
                existing={editing && hasChoices(field!.type)}
              />
            )}

            {type === 'NUMBER' && <NumberFormatInput control={control} register={register} error={problems.numberFormat} />}

            {type === 'RELATION' && (
              <RelationTargetSelect
                control={control}
                collection={collection}
                collections={collections}
                error={problems.relationCollectionId}
              />
            )}

            <FieldRules control={control} uniqueAllowed={uniqueAllowed} errors={problems} />

            {defaultAllowed ? (
              <DefaultValueInput control={control} error={problems.defaultValue} />
            ) : (
              unique &&
              uniqueAllowed && (
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
        <DeleteFieldDialog open={deleting} onClose={() => setDeleting(false)} onDeleted={onDone} collection={collection} field={field} />
      )}
    </>
  );
}
