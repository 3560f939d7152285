import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { FieldValues, Path, UseFormRegister, FieldErrors } from 'react-hook-form';
import { fieldRules, type FieldRules } from './messages';

interface Props<T extends FieldValues> extends Omit<InputProps, 'name'> {
  name: Path<T>;
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  rules?: FieldRules;
  helperText?: string;
}

/** A labelled input wired to react-hook-form with the generic messages. */
export function FormField<T extends FieldValues>({ name, label, register, errors, rules = {}, helperText, ...input }: Props<T>) {
  const error = errors[name]?.message as string | undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={rules.required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...input} {...register(name, fieldRules(label, rules))} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
