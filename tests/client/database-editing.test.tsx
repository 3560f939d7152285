import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../../client/src/app/theme';
import { ChoicePicker } from '../../client/src/features/database/editors/ChoicePicker';
import { parseDateText, parseDateTimeText } from '../../client/src/features/database/editors/date-text';
import { checkInput, fromInputValue, toInputValue } from '../../client/src/features/database/editors/value-convert';
import { toFieldInput } from '../../client/src/features/database/fields/field-draft';
import { formatDate, formatFieldNumber } from '../../client/src/features/database/format';
import { RecordValue } from '../../client/src/portal-site/ui/record-value';
import type { Field } from '../../client/src/features/database/types';
import { choice, field } from './fixtures';

/** Typing values into the grid and the record panel: dates as the cell shows them, numbers in their format, choices by their first letters. */

const asField = (f: unknown) => f as Field;
const closeDate = asField(field('close', 'Close date', 'DATE'));
const meeting = asField(field('meeting', 'Meeting', 'DATETIME'));
const amount = asField(field('amount', 'Amount', 'NUMBER'));
const fee = asField(field('fee', 'Fee', 'NUMBER', { numberFormat: { style: 'CURRENCY', currency: 'USD', decimals: null } }));
const share = asField(field('share', 'Share', 'NUMBER', { numberFormat: { style: 'PERCENT', currency: null, decimals: null } }));
const stage = asField(
  field('stage', 'Stage', 'SELECT', { choices: [choice('Lead', 'blue'), choice('Won', 'green'), choice('Lost', 'red')] }),
);
const tags = asField(field('tags', 'Tags', 'MULTI_SELECT', { choices: [choice('vip', 'blue'), choice('new', 'green')] }));

describe('dates are typed the way the cell shows them', () => {
  it('reads the text of the cell, the numeric form of the locale and ISO', () => {
    const shown = formatDate('2026-03-31');
    expect(shown).toBe('Mar 31, 2026');
    for (const text of [shown, '2026-03-31', '3/31/2026', '03/31/26', '31 March 2026', 'March 31st, 2026', ' mar 31 2026 '])
      expect(parseDateText(text), text).toBe('2026-03-31');
    for (const text of ['Feb 30, 2026', '13/31/2026', 'soon', '2026-02-29', 'Mar 2026']) expect(parseDateText(text), text).toBeNull();
  });

  it('opens the editor with the cell text and sends the day; a wrong day keeps an example in that form', () => {
    expect(toInputValue(closeDate, '2026-03-31', 'UTC')).toBe('Mar 31, 2026');
    expect(fromInputValue(closeDate, 'Apr 2, 2026', 'UTC')).toBe('2026-04-02');
    expect(checkInput(closeDate, 'Apr 2, 2026', 'UTC')).toEqual({ ok: true, value: '2026-04-02' });
    expect(checkInput(closeDate, '31.31.2026', 'UTC')).toEqual({
      ok: false,
      message: 'Close date must be a date like Mar 31, 2026 (or 2026-03-31).',
    });
  });

  it('reads a date and time in the builder’s zone', () => {
    const shown = toInputValue(meeting, '2026-03-31T12:30:00.000Z', 'Europe/Paris') as string;
    expect(shown).toMatch(/^Mar 31, 2026, 2:30\sPM$/);
    expect(parseDateTimeText(shown, 'Europe/Paris')).toBe('2026-03-31T12:30:00.000Z');
    expect(parseDateTimeText('31/3/2026 14:30', 'UTC')).toBeNull(); // day-first is not this locale's order
    expect(parseDateTimeText('3/31/2026 14:30', 'UTC')).toBe('2026-03-31T14:30:00.000Z');
    expect(parseDateTimeText('2026-03-31T14:30:00+02:00', 'UTC')).toBe('2026-03-31T12:30:00.000Z');
    expect(parseDateTimeText('Mar 31, 2026', 'UTC')).toBe('2026-03-31T00:00:00.000Z');
    const refused = checkInput(meeting, 'tomorrow at noon', 'UTC');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toMatch(/^Meeting must be a date and time like Mar 31, 2026, 2:30\sPM\.$/);
  });
});

describe('numbers', () => {
  it('refuses what is not a number with the server’s sentence, and a required field left empty', () => {
    expect(checkInput(amount, 'lots', 'UTC')).toEqual({ ok: false, message: 'Amount must be a number, like 42 or 3.5.' });
    expect(checkInput(amount, '1,200', 'UTC')).toEqual({ ok: true, value: 1200 });
    expect(checkInput(asField({ ...amount, required: true }), '  ', 'UTC')).toEqual({ ok: false, message: 'Please enter Amount.' });
  });

  it('show in their format, are edited raw, and may be typed with their symbol', () => {
    expect(formatFieldNumber(fee, 1234.5)).toBe('$1,234.50');
    expect(formatFieldNumber(share, 12.5)).toBe('12.5%');
    expect(formatFieldNumber(asField({ ...fee, numberFormat: { style: 'CURRENCY', currency: 'JPY', decimals: null } }), 1234.5)).toBe(
      '¥1,235',
    );
    expect(formatFieldNumber(asField({ ...amount, numberFormat: { style: 'DECIMAL', currency: null, decimals: 3 } }), 2)).toBe('2.000');
    expect(formatFieldNumber(amount, 1234.5)).toBe('1,234.5');
    expect(toInputValue(fee, 1234.5, 'UTC')).toBe('1234.5');
    expect(checkInput(fee, '$1,234.50', 'UTC')).toEqual({ ok: true, value: 1234.5 });
    expect(checkInput(share, '12.5 %', 'UTC')).toEqual({ ok: true, value: 12.5 });
  });
});

describe('number formats travel with the field', () => {
  it('the published portal’s tables show a number in its field’s format', () => {
    render(
      <p>
        <RecordValue field={{ type: 'NUMBER', numberFormat: { style: 'CURRENCY', currency: 'USD', decimals: null } }} value={1234.5} />;
        <RecordValue field={{ type: 'NUMBER', numberFormat: { style: 'PERCENT', currency: null, decimals: 1 } }} value={7} />;
        <RecordValue field={{ type: 'NUMBER', numberFormat: null }} value={1234.5} />
      </p>,
    );
    expect(document.querySelector('p')!.textContent).toBe('$1,234.50;7.0%;1,234.5');
  });

  it('saving another field sends every NUMBER field’s format back, so none is lost', () => {
    expect(toFieldInput(fee)).toMatchObject({ key: 'fee', numberFormat: { style: 'CURRENCY', currency: 'USD', decimals: null } });
    expect(toFieldInput(amount)).not.toHaveProperty('numberFormat');
  });
});

function Picker({
  f,
  multiple,
  onPick,
  initialQuery,
}: {
  f: Field;
  multiple?: boolean;
  onPick?: (v: string) => void;
  initialQuery?: string;
}) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ChakraProvider value={system}>
      <ChoicePicker field={f} value={value} multiple={multiple} initialQuery={initialQuery} onChange={setValue} onPick={onPick} />
      <output aria-label="picked">{value.join('|')}</output>
    </ChakraProvider>
  );
}

describe('choice pickers take the keyboard', () => {
  it('a select: the letter typed on the cell starts the search, Enter picks the only match', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<Picker f={stage} onPick={onPick} initialQuery="L" />);
    const search = screen.getByLabelText('Find an option of Stage');
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect((search as HTMLInputElement).value).toBe('L');
    await user.keyboard('ea{Enter}');
    expect(onPick).toHaveBeenCalledWith('Lead');
  });

  it('a select: Enter picks the first of several matches', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<Picker f={stage} onPick={onPick} />);
    await user.type(screen.getByLabelText('Find an option of Stage'), 'o{Enter}');
    expect(onPick).toHaveBeenCalledWith('Won');
  });

  it('a multiple select: Enter adds the match and starts the search again', async () => {
    const user = userEvent.setup();
    render(<Picker f={tags} multiple />);
    const search = screen.getByLabelText('Find an option of Tags');
    await user.type(search, 'vi{Enter}');
    expect(screen.getByRole('status', { name: 'picked' }).textContent).toBe('vip');
    expect((search as HTMLInputElement).value).toBe('');
    await user.type(search, 'ne{Enter}');
    expect(screen.getByRole('status', { name: 'picked' }).textContent).toBe('vip|new');
  });
});
