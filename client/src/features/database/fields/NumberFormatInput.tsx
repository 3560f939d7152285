import { Field, Fieldset, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { type Control, type UseFormRegister, useWatch } from 'react-hook-form';
import { CURRENCIES, MAX_DECIMALS } from '../../../../../server/modules/database/database.number-format';
import { formatNumberValue } from '../format';
import { draftNumberFormat, type FieldDraft } from './field-draft';

const STYLES = [
  { value: 'PLAIN', label: 'Plain number' },
  { value: 'DECIMAL', label: 'Decimal places' },
  { value: 'PERCENT', label: 'Percent' },
  { value: 'CURRENCY', label: 'Currency' },
] as const;

let currencyNames: Intl.DisplayNames | null | undefined;
function currencyName(code: string) {
  if (currencyNames === undefined) {
    try {
      currencyNames = new Intl.DisplayNames(undefined, { type: 'currency' });
    } catch {
      currencyNames = null;
    }
  }
  return currencyNames?.of(code) ?? code;
}

/** A NUMBER field's format: its style, places and currency, with the number it gives as an example. */
export function NumberFormatInput({
  control,
  register,
  error,
}: {
  control: Control<FieldDraft>;
  register: UseFormRegister<FieldDraft>;
  error?: string;
}) {
  const draft = useWatch({ control }) as FieldDraft;
  const { style } = draft.numberFormat ?? { style: 'PLAIN' };
  const format = draftNumberFormat(draft);
  const example = format && (format.style !== 'CURRENCY' || format.currency) ? formatNumberValue(1234.5, format) : null;

  return (
    <Fieldset.Root invalid={Boolean(error)} gap="2">
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Number format
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: style === 'PLAIN' ? 1 : style === 'CURRENCY' ? 3 : 2 }} gap="3">
        <Field.Root>
          <Field.Label fontSize="xs">Show as</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...register('numberFormat.style')}>
              {STYLES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {style === 'CURRENCY' && (
          <Field.Root required>
            <Field.Label fontSize="xs">
              Currency
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...register('numberFormat.currency')}>
                <option value="">Choose…</option>
                {CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code} — {currencyName(code)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        {style !== 'PLAIN' && (
          <Field.Root>
            <Field.Label fontSize="xs">Decimal places</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...register('numberFormat.decimals')}>
                <option value="">{style === 'CURRENCY' ? 'The currency’s own' : style === 'DECIMAL' ? 'Automatic (2)' : 'Up to 2'}</option>
                {Array.from({ length: MAX_DECIMALS + 1 }, (_, n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
      </SimpleGrid>
      {error ? (
        <Fieldset.ErrorText mt="0">{error}</Fieldset.ErrorText>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {example ? `1234.5 shows as ${example}. ` : ''}
          {style === 'PERCENT' ? 'Type 12.5 for 12.5%. ' : ''}
          Only the display changes: records, the API and CSV files keep the plain number.
        </Text>
      )}
    </Fieldset.Root>
  );
}
