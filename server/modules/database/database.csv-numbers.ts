import { CURRENCIES, type Currency } from './database.number-format.js';

/**
 * Numbers as people write them in spreadsheets, read the same way by the CSV import, the builder
 * app's preview of it (which guesses the field) and the Text → Number field conversion: a currency
 * symbol or ISO code before or after the amount (with or without a space), thousands separators
 * (comma, point, space, apostrophe), the decimal mark of the file's locale, a percent sign,
 * parentheses or a leading or trailing minus for negatives. Free of Node and database code, like
 * database.csv-dates.ts, so the client build can import it.
 *
 * Which mark is the decimal one is a property of the column, never of one cell: "1,234" is 1234 in
 * a US file and 1.234 in a German one. `NumberEvidence` gathers what every cell of a column allows.
 *
 * Why not a library: @internationalized/number's NumberParser (the one Chakra's number input uses)
 * needs the locale and currency up front, reads "1 250,50" as 125050 in en-US, rounds "12.5%" to
 * 0.13, and knows neither ISO codes nor a trailing minus; the small parse-decimal-number and
 * parse-localized-number packages only strip separators. The currency symbols come from the
 * platform's CLDR data (Intl.NumberFormat) rather than a table kept here.
 */

export const DECIMAL_MARKS = ['POINT', 'COMMA'] as const;
export type DecimalMark = (typeof DECIMAL_MARKS)[number];

export interface CsvNumber {
  /** The number stored: a percentage is stored as written (12% → 12), as the PERCENT format shows it. */
  value: number;
  /** The currency written with it, if any. */
  currency: Currency | null;
  percent: boolean;
}

const MAX = 1e15;

/** Symbol (as written, upper case) → currency. "$" is the US dollar; the others' "$" carry a prefix (CA$, A$). */
let symbols: Map<string, Currency> | null = null;

function currencySymbols(): Map<string, Currency> {
  if (symbols) return symbols;
  const map = new Map<string, Currency>();
  const narrow = new Map<string, Currency[]>();
  const symbolOf = (currency: Currency, display: 'symbol' | 'narrowSymbol', locale = 'en') => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display })
        .formatToParts(1)
        .find((p) => p.type === 'currency')?.value;
    } catch {
      return undefined;
    }
  };
  for (const code of CURRENCIES) {
    map.set(code, code);
    const symbol = symbolOf(code, 'symbol');
    if (symbol && !map.has(symbol.toUpperCase())) map.set(symbol.toUpperCase(), code);
    const n = symbolOf(code, 'narrowSymbol');
    if (n) narrow.set(n.toUpperCase(), [...(narrow.get(n.toUpperCase()) ?? []), code]);
  }
  // A narrow symbol only one currency uses (zł, Kč, ₺, R$…); "kr" or "¥" alone say no currency.
  for (const [symbol, codes] of narrow) if (codes.length === 1 && !map.has(symbol)) map.set(symbol, codes[0]!);
  map.set('US$', 'USD');
  symbols = map;
  return map;
}

const SPACES = /[\s\u00a0\u202f\u2009\u2007]+/g;
const MINUS = /[-\u2212\u2013]/;

/**
 * The parts around the digits: a sign, a currency, a percent sign, each at most once, on either
 * side. Null when something else surrounds them (then it is not a number).
 */
function peel(raw: string): { core: string; negative: boolean; currency: Currency | null; percent: boolean } | null {
  let text = raw.replace(SPACES, ' ').trim();
  let negative = false;
  let signs = 0;
  let currency: Currency | null = null;
  let percent = false;
  const paren = /^\((.*)\)$/.exec(text);
  if (paren) {
    negative = true;
    signs++;
    text = paren[1]!.trim();
  }
  const known = currencySymbols();
  // Currency before the digits: the longest run of non-digit, non-sign characters.
  const lead = /^([^\d\s.,+\-\u2212\u2013(]{1,4})\s?/;
  const trail = /\s?([^\d\s.,+\-\u2212\u2013%)]{1,4})$/;
  for (let guard = 0; guard < 4; guard++) {
    const before = text;
    if (/^[+]/.test(text) || MINUS.test(text[0] ?? '')) {
      if (signs++) return null;
      negative = text[0] !== '+';
      text = text.slice(1).trim();
    }
    const m = lead.exec(text);
    if (m && !currency) {
      const found = known.get(m[1]!.toUpperCase());
      if (!found) return null;
      currency = found;
      text = text.slice(m[0].length).trim();
    }
    if (text === before) break;
  }
  for (let guard = 0; guard < 4; guard++) {
    const before = text;
    const last = text[text.length - 1] ?? '';
    if (last === '+' || MINUS.test(last)) {
      if (signs++) return null;
      negative = last !== '+';
      text = text.slice(0, -1).trim();
    }
    if (text.endsWith('%')) {
      if (percent) return null;
      percent = true;
      text = text.slice(0, -1).trim();
    }
    const m = trail.exec(text);
    if (m && !currency) {
      const found = known.get(m[1]!.toUpperCase());
      if (!found) return null;
      currency = found;
      text = text.slice(0, text.length - m[0].length).trim();
    }
    if (text === before) break;
  }
  if (percent && currency) return null;
  if (!/^[\d.,' ’]+$/.test(text) || !/\d/.test(text)) return null;
  return { core: text, negative, currency, percent };
}

/** The digits read with `mark` as the decimal mark: groups of three after the first, one kind of separator. */
function digitsWith(core: string, mark: DecimalMark): number | null {
  const decimal = mark === 'POINT' ? '.' : ',';
  const group = mark === 'POINT' ? ',' : '.';
  const at = core.indexOf(decimal);
  if (at !== core.lastIndexOf(decimal)) return null;
  const whole = at < 0 ? core : core.slice(0, at);
  const fraction = at < 0 ? '' : core.slice(at + 1);
  if (fraction && !/^\d+$/.test(fraction)) return null;
  if (at >= 0 && !fraction) return null;
  let digits: string;
  if (whole === '') {
    if (!fraction) return null;
    digits = '0';
  } else if (/^\d+$/.test(whole)) digits = whole;
  else {
    const separator = whole.replace(/\d/g, '')[0]!;
    if (![group, ' ', "'", '’'].includes(separator)) return null;
    const parts = whole.split(separator);
    if (!/^\d{1,3}$/.test(parts[0]!) || parts.slice(1).some((p) => !/^\d{3}$/.test(p))) return null;
    digits = parts.join('');
  }
  const n = Number(`${digits}${fraction ? `.${fraction}` : ''}`);
  return Number.isFinite(n) ? n : null;
}

export type NumberReading =
  | { ok: true; number: CsvNumber }
  | { ok: false; reason: 'not-a-number' }
  /** "1,234" without a decimal mark: 1234 or 1.234. */
  | { ok: false; reason: 'ambiguous' }
  /** "1.234,50" in a column whose numbers use a decimal point (or the other way round). */
  | { ok: false; reason: 'wrong-mark' };

/** The numbers a cell can mean, by decimal mark (one entry when both marks read it the same). */
function readings(raw: string): { parts: ReturnType<typeof peel>; by: Partial<Record<DecimalMark, number>> } {
  const parts = peel(raw);
  const by: Partial<Record<DecimalMark, number>> = {};
  if (!parts) {
    // 1e5, 2.5E-3: the API's own spelling of numbers.
    const plain = /^\s*[+-]?(\d+\.?\d*|\.\d+)e[+-]?\d+\s*$/i.test(raw) ? Number(raw) : NaN;
    if (Number.isFinite(plain)) by.POINT = plain;
    return { parts: null, by };
  }
  for (const mark of DECIMAL_MARKS) {
    const n = digitsWith(parts.core, mark);
    if (n !== null && Math.abs(n) <= MAX) by[mark] = parts.negative ? -n : n;
  }
  return { parts, by };
}

/** One cell read as a number; `mark` says the column's decimal mark (without it, a cell both marks read differently is ambiguous). */
export function readCsvNumber(raw: string, mark?: DecimalMark): NumberReading {
  const { parts, by } = readings(raw);
  const point = by.POINT;
  const comma = by.COMMA;
  const wrap = (value: number): NumberReading => ({
    ok: true,
    number: { value: value === 0 ? 0 : value, currency: parts?.currency ?? null, percent: parts?.percent ?? false },
  });
  if (point === undefined && comma === undefined) return { ok: false, reason: 'not-a-number' };
  if (mark) {
    const chosen = by[mark];
    if (chosen !== undefined) return wrap(chosen);
    return { ok: false, reason: 'wrong-mark' };
  }
  if (point !== undefined && comma !== undefined && point !== comma) return { ok: false, reason: 'ambiguous' };
  return wrap((point ?? comma)!);
}

/** The decimal marks a cell can be read with: both for 1234 or 1,234, one for 1,234.50 or 12,5, none for other text. */
export function decimalMarksOf(raw: string): DecimalMark[] {
  const { by } = readings(raw);
  return DECIMAL_MARKS.filter((m) => by[m] !== undefined);
}

/** Whether a cell reads as different numbers with either mark (1,234 · 1.234), so the column's mark matters. */
export function hasMarkQuestion(raw: string): boolean {
  const { by } = readings(raw);
  return by.POINT !== undefined && by.COMMA !== undefined && by.POINT !== by.COMMA;
}

/**
 * What a column's cells say together: whether each is a number, the decimal mark they allow, and
 * the currency or percent they are written with. Fed cell by cell, so a column of any length costs
 * the same memory.
 */
export class NumberEvidence {
  private marks = new Set<DecimalMark>(DECIMAL_MARKS);
  private currencies = new Set<Currency>();
  private plain = 0;
  private percents = 0;
  /** Some cell reads differently with each mark. */
  asks = false;
  /** Every cell fed is a number (in some mark). */
  all = true;
  count = 0;

  add(raw: string) {
    if (!raw.trim()) return;
    this.count++;
    const { parts, by } = readings(raw);
    const allowed = DECIMAL_MARKS.filter((m) => by[m] !== undefined);
    if (allowed.length === 0) {
      this.all = false;
      return;
    }
    if (allowed.length === 2 && by.POINT !== by.COMMA) this.asks = true;
    for (const m of DECIMAL_MARKS) if (!allowed.includes(m)) this.marks.delete(m);
    if (parts?.currency) this.currencies.add(parts.currency);
    else if (parts?.percent) this.percents++;
    else this.plain++;
  }

  /** The column's decimal mark: the one every cell allows; POINT when both are (it is then only assumed if `asks`). */
  get mark(): DecimalMark | null {
    if (this.marks.size === 0) return null;
    return this.marks.has('POINT') ? 'POINT' : 'COMMA';
  }

  /** Whether the cells settle the mark (only one mark reads them all, or no cell needs one). */
  get settled(): boolean {
    return this.marks.size === 1 || !this.asks;
  }

  /** Every cell a number, all read with one decimal mark. */
  get numeric(): boolean {
    return this.count > 0 && this.all && this.marks.size > 0;
  }

  /** The format the cells are written in: one currency (with plain numbers beside it), or percentages; else null. */
  get format(): { style: 'CURRENCY'; currency: Currency } | { style: 'PERCENT' } | null {
    if (this.currencies.size === 1 && this.percents === 0) return { style: 'CURRENCY', currency: [...this.currencies][0]! };
    if (this.percents > 0 && this.currencies.size === 0 && this.percents >= this.plain) return { style: 'PERCENT' };
    return null;
  }
}

/** A whole column's evidence at once (the preview's sample). */
export function numberColumn(values: string[]): NumberEvidence {
  const evidence = new NumberEvidence();
  for (const v of values) evidence.add(v);
  return evidence;
}

export const markName = (mark: DecimalMark) => (mark === 'POINT' ? 'a decimal point (1,234.50)' : 'a decimal comma (1.234,50)');
