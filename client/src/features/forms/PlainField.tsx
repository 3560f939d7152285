import { Field, Input, type InputProps } from '@chakra-ui/react';

interface Props extends Omit<InputProps, 'name'> {
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  helperText?: string;
}

/**
 * A labelled input whose value the form reads on submit (FormData), with its error shown under it:
 * FormField without react-hook-form, for the sign-in screen, which loads before anything else and
 * so does without that library's 15 kB (bench/README.md, "Sign-in bundle").
 */
export function PlainField({ name, label, error, required, helperText, ...input }: Props) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input name={name} {...input} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
