import { Field, Icon, Input, InputGroup, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { fieldRules, type FieldRules } from '../forms/messages';
import type { Availability } from './use-availability';

interface Props<T extends FieldValues> {
  name: Path<T>;
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  rules: FieldRules;
  availability: Availability;
  helperText: ReactNode;
  startAddon?: ReactNode;
  placeholder?: string;
}

/**
 * A slug or sub-domain input: typed in lower case, with the form's messages, and under it the live
 * answer of the availability check (announced to screen readers as it changes).
 */
export function AddressField<T extends FieldValues>({
  name,
  label,
  register,
  errors,
  rules,
  availability,
  helperText,
  startAddon,
  placeholder,
}: Props<T>) {
  const error = errors[name]?.message as string | undefined;
  const field = register(name, fieldRules(label, rules));
  const taken = availability.state === 'taken' || availability.state === 'failed';
  const status =
    availability.state === 'checking' ? (
      <Spinner size="xs" color="fg.muted" />
    ) : availability.state === 'available' ? (
      <Icon color="green.solid" aria-hidden="true">
        <LuCircleCheck />
      </Icon>
    ) : taken ? (
      <Icon color="red.solid" aria-hidden="true">
        <LuCircleX />
      </Icon>
    ) : null;

  return (
    <Field.Root invalid={Boolean(error) || taken} required={rules.required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup startAddon={startAddon} endElement={status}>
        <Input
          {...field}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            event.target.value = event.target.value.toLowerCase().replace(/\s+/g, '-');
            return field.onChange(event);
          }}
        />
      </InputGroup>
      <div aria-live="polite">
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : taken ? (
          <Field.ErrorText>{availability.reason}</Field.ErrorText>
        ) : availability.state === 'available' ? (
          <Text mt="1.5" fontSize="sm" color="green.fg">
            {availability.reason}
          </Text>
        ) : availability.state === 'checking' ? (
          <Field.HelperText>Checking availability…</Field.HelperText>
        ) : (
          <Field.HelperText>{helperText}</Field.HelperText>
        )}
      </div>
    </Field.Root>
  );
}
