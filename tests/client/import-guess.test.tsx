import { describe, expect, it } from 'vitest';
import { dateColumn, guessType, newChoices } from '../../client/src/features/database/import/guess';
import { initialDrafts, planColumns } from '../../client/src/features/database/import/mapping';

describe('the field a CSV column suggests', () => {
  it('guesses each type from the values', () => {
    expect(guessType(['42', '1,250.5', '-3'])).toBe('NUMBER');
    expect(guessType(['yes', 'no', 'Y'])).toBe('BOOLEAN');
    expect(guessType(['15/03/2025', '28/02/2025'])).toBe('DATE');
    expect(guessType(['Mar 15, 2025', '2025-04-01'])).toBe('DATE');
    expect(guessType(['2025-03-15 14:30', '03/16/2025 9:00 AM'])).toBe('DATETIME');
    expect(guessType(['ada@example.com', 'bob@example.org'])).toBe('EMAIL');
    expect(guessType(['https://acme.com', 'http://globex.com/x'])).toBe('URL');
    expect(guessType(['Lead', 'Won', 'Lead', 'Lost', 'Won'])).toBe('SELECT');
    expect(guessType(['web, seo', 'seo', 'ads; web'])).toBe('MULTI_SELECT');
    expect(guessType(['Acme', 'Globex', 'Initech'])).toBe('TEXT');
    expect(guessType(['Paris, France', 'Lyon, France', 'Berlin, Germany, Europe'])).toBe('TEXT');
    expect(guessType(['a'.repeat(300)])).toBe('LONG_TEXT');
    expect(guessType([])).toBe('TEXT');
    // Mixed day orders (13/01 and 01/13) are no date column.
    expect(guessType(['13/01/2025', '01/13/2025'])).toBe('TEXT');
  });

  it('reads amounts as numbers and free text with commas as text, never as lists', () => {
    const fees = ['$149.00', '$1,250.00', '$80.00', '$2,400.00'];
    expect(guessType(fees)).toBe('NUMBER');
    expect(guessType(['USD 1,250.00', '99 USD', '(12.50)'])).toBe('NUMBER');
    expect(guessType(['1.234,50 €', '12,00 €', '3.000 €'])).toBe('NUMBER');
    expect(guessType(['12%', '7.5%', '100%'])).toBe('NUMBER');
    // A comma inside an amount is no list separator, however often the same amounts come back.
    expect(guessType(['1,250', '1,250', '2,500', '1,250'])).toBe('NUMBER');
    const notes = [
      'Met at the fair, wants monthly reports',
      'Referred by Jane, pays quarterly',
      'Prefers email, not calls',
      'Busy until March, follow up then',
      'Met at the fair, pays quarterly',
    ];
    expect(guessType(notes)).toBe('TEXT');
    expect(guessType(['web, seo', 'seo, ads', 'ads', 'web, ads', 'seo'])).toBe('MULTI_SELECT');
    const plan = planColumns({ headers: ['Fee'], rows: [], more: false, sample: fees.map((f) => [f]), sampled: false })[0]!;
    expect(plan.numbers.format).toEqual({ style: 'CURRENCY', currency: 'USD' });
    const de = planColumns({ headers: ['Betrag'], rows: [], more: false, sample: [['1.500'], ['2,25']], sampled: false })[0]!;
    expect(de.numbers.mark).toBe('COMMA');
  });

  it('asks the day order only when every value reads both ways', () => {
    expect(dateColumn(['03/04/2025', '05/06/2025'])).toMatchObject({ asks: true, orders: ['MONTH_FIRST', 'DAY_FIRST'] });
    expect(dateColumn(['03/04/2025', '15/06/2025'])).toMatchObject({ asks: true, orders: ['DAY_FIRST'] });
    expect(dateColumn(['03/04/2025', '12/31/2025'])).toMatchObject({ asks: true, orders: ['MONTH_FIRST'] });
    expect(dateColumn(['15.03.2025', '2025-03-15', 'Mar 3, 2025'])).toMatchObject({ asks: false, all: true });
  });

  it('lists the values that are not choices yet, once each, in file order', () => {
    expect(newChoices('SELECT', ['Won', 'paused', 'Open', 'Paused'], [{ value: 'Open' }, { value: 'won' }])).toEqual(['paused']);
    expect(newChoices('MULTI_SELECT', ['vip; new', 'gold,new'], [{ value: 'VIP' }])).toEqual(['new', 'gold']);
  });

  it('names new fields after their header, unique against the fields and each other', () => {
    const preview = { headers: [' Name ', 'name', 'Stage'], rows: [], more: false, sample: [['a', 'b', 'c']], sampled: false };
    const fields = [{ label: 'Stage' }] as Parameters<typeof initialDrafts>[1];
    expect(initialDrafts(preview.headers, fields, planColumns(preview)).map((d) => d.label)).toEqual(['Name', 'name 2', 'Stage 2']);
  });
});
