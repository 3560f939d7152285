import { Field, NativeSelect } from '@chakra-ui/react';
import { type Control, Controller } from 'react-hook-form';
import type { Collection } from '../types';
import type { FieldDraft } from './field-draft';

/** "Links to": the collection of this portal whose records a RELATION field's values are. */
export function RelationTargetSelect({
  control,
  collection,
  collections,
  error,
}: {
  control: Control<FieldDraft>;
  collection: Collection;
  collections: Collection[];
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name="relationCollectionId"
      render={({ field: f }) => (
        <Field.Root invalid={Boolean(error)} required>
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
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>Each value is a record of that collection.</Field.HelperText>
          )}
        </Field.Root>
      )}
    />
  );
}
