import type { NumberFormat } from '../../../db/schema/collections.js';

/**
 * How a NUMBER field shows its values: the choices a builder has (the styles, decimal places, the
 * currencies) and the Intl.NumberFormat that draws them. The server checks a field's format against
 * these lists; the builder app and the published portal import this file to draw the same number
 * the same way. It must stay free of Node, database and zod code (it ships in the portal's bundle).
 * A format changes how a number is shown, never the number stored: the API and CSV files carry the
 * raw number.
 */

export const NUMBER_STYLES = ['PLAIN', 'DECIMAL', 'PERCENT', 'CURRENCY'] as const;
export type NumberStyle = (typeof NUMBER_STYLES)[number];

export const MAX_DECIMALS = 8;
/** DECIMAL without a number of places. */
export const DEFAULT_DECIMALS = 2;

/**
 * The currencies offered (ISO 4217), the most used first after the US dollar and the euro. A short
 * list people can pick from, rather than every code Intl knows (most of which nobody invoices in).
 */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'INR',
  'JPY',
  'CNY',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'TRY',
  'ILS',
  'AED',
  'SAR',
  'ZAR',
  'NGN',
  'KES',
  'EGP',
  'BRL',
  'MXN',
  'ARS',
  'CLP',
  'COP',
  'SGD',
  'HKD',
  'KRW',
  'TWD',
  'THB',
  'MYR',
  'IDR',
  'PHP',
  'VND',
  'PKR',
  'BDT',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * `decimals`: fixed places after the point, 0–8; null: the style's own (DECIMAL 2, PERCENT up to 2,
 * CURRENCY the currency's). `currency`: CURRENCY only, its ISO 4217 code.
 */
export type NumberFormatValue = NumberFormat;

export const DECIMALS_MESSAGE = `Decimal places are a whole number from 0 to ${MAX_DECIMALS}.`;
export const currencyMessage = (code: unknown) =>
  `${typeof code === 'string' && code ? `"${code.slice(0, 10)}" is not` : 'That is not'} a currency Portico offers — pick one of ${CURRENCIES.slice(0, 6).join(', ')}… (ISO 4217 codes).`;

/**
 * What is wrong with a format as a whole, by the part it is about ('' key: the format itself):
 * rules a schema of its parts cannot say (which parts go with which style).
 */
export function numberFormatProblems(format: NumberFormatValue): Partial<Record<'style' | 'decimals' | 'currency', string>> {
  const out: Partial<Record<'style' | 'decimals' | 'currency', string>> = {};
  if (format.style === 'CURRENCY' && !format.currency) out.currency = 'Pick the currency the amounts are in, like USD or EUR.';
  if (format.style !== 'CURRENCY' && format.currency) out.currency = 'Only the CURRENCY style has a currency.';
  if (format.currency && !(CURRENCIES as readonly string[]).includes(format.currency)) out.currency = currencyMessage(format.currency);
  if (format.style === 'PLAIN' && format.decimals !== null)
    out.decimals = 'A plain number shows the digits it has — choose the DECIMAL style to fix the decimal places.';
  if (format.decimals !== null && (!Number.isInteger(format.decimals) || format.decimals < 0 || format.decimals > MAX_DECIMALS))
    out.decimals = DECIMALS_MESSAGE;
  return out;
}

const formats = new Map<string, Intl.NumberFormat>();

/** The formatter of a format in a locale, built once: a grid draws hundreds of numbers per frame. */
function formatterOf(format: NumberFormatValue | null | undefined, locale: string | undefined): Intl.NumberFormat {
  const id = `${locale ?? ''}|${format?.style ?? 'PLAIN'}|${format?.decimals ?? ''}|${format?.currency ?? ''}`;
  let f = formats.get(id);
  if (f) return f;
  const fixed = format?.decimals ?? null;
  const digits = fixed === null ? {} : { minimumFractionDigits: fixed, maximumFractionDigits: fixed };
  let options: Intl.NumberFormatOptions;
  switch (format?.style ?? 'PLAIN') {
    case 'DECIMAL':
      options = { minimumFractionDigits: fixed ?? DEFAULT_DECIMALS, maximumFractionDigits: fixed ?? DEFAULT_DECIMALS };
      break;
    case 'PERCENT':
      options = { style: 'percent', maximumFractionDigits: 2, ...digits };
      break;
    case 'CURRENCY':
      options = { style: 'currency', currency: format?.currency ?? 'USD', ...digits };
      break;
    default:
      options = { maximumFractionDigits: 10 };
  }
  try {
    f = new Intl.NumberFormat(locale, options);
  } catch {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: 10 });
  }
  formats.set(id, f);
  return f;
}

/**
 * A stored number as its field shows it: 1234.5 → "$1,234.50" (CURRENCY USD), 12.5 → "12.5%"
 * (PERCENT: the number is the percentage itself, so what is typed is what is shown, with "%").
 */
export function formatNumberValue(n: number, format: NumberFormatValue | null | undefined, locale?: string): string {
  return formatterOf(format, locale).format(format?.style === 'PERCENT' ? n / 100 : n);
}
