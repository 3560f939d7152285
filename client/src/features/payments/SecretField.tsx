import { Badge, Button, Code, Field, HStack, Input } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A secret the server keeps sealed: what it shows of the saved one (masked, or only whether it is
 * set) with a "Replace" action, or an empty field for a new one. The saved secret never comes back.
 */
export function SecretField({
  label,
  saved,
  placeholder,
  helper,
  error,
  replacing,
  onReplace,
  readOnly,
  disabled,
  input,
}: {
  label: string;
  /** The masked key, `true` when only "set" can be said, null when none is saved. */
  saved: string | true | null;
  placeholder: string;
  helper: string;
  error?: string;
  replacing: boolean;
  onReplace(replacing: boolean): void;
  readOnly: boolean;
  disabled: boolean;
  input: UseFormRegisterReturn;
}) {
  const showSaved = saved !== null && !replacing;
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {showSaved || readOnly ? (
        <HStack gap="3" flexWrap="wrap">
          {saved === null ? (
            <Badge>Not set</Badge>
          ) : saved === true ? (
            <Badge colorPalette="green">Set</Badge>
          ) : (
            <Code fontSize="sm" aria-label={`${label}, saved`}>
              {saved}
            </Code>
          )}
          {!readOnly && (
            <Button size="xs" variant="outline" onClick={() => onReplace(true)} aria-label={`Replace the ${label.toLowerCase()}`}>
              Replace
            </Button>
          )}
        </HStack>
      ) : (
        <HStack gap="2" w="full">
          <Input type="password" autoComplete="off" spellCheck={false} fontFamily="mono" placeholder={placeholder} {...input} />
          {saved !== null && (
            <Button size="sm" variant="ghost" onClick={() => onReplace(false)}>
              Keep the saved one
            </Button>
          )}
        </HStack>
      )}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
