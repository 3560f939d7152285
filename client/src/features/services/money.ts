/** The currency's minor-unit digits (2 for USD, 0 for JPY, 3 for KWD), as Intl knows them. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Minor units in the currency's own style: 2500 USD → "$25.00", 5000 JPY → "¥5,000", 123456 INR →
 * "₹1,234.56". Intl is given the exact decimal as a string, so no float ever rounds a sum.
 */
export function formatAmount(amount: number, currency: string, locale?: string): string {
  try {
    const sign = amount < 0 ? '-' : '';
    const exact = `${sign}${toDecimal(Math.abs(amount), currency)}` as `${number}`;
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(exact);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A service's price: 4999 USD → "$49.99"; 0 is "Free". */
export function formatMoney(amount: number, currency: string): string {
  return amount === 0 ? 'Free' : formatAmount(amount, currency);
}

/** Minor units as the decimal the builder types: 4999 USD → "49.99". */
export function toDecimal(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(amount);
  const text = String(amount).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * A typed decimal in whole minor units, by string (no float touches money): "49.9" USD → 4990.
 * Null when it is not a number or has more decimals than the currency.
 */
export function toMinorUnits(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** "USD — US Dollar": a currency as a select lists it. */
export function currencyLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames(undefined, { type: 'currency' }).of(code);
    return name && name !== code ? `${code} — ${name}` : code;
  } catch {
    return code;
  }
}

const COMMON = ['USD', 'EUR', 'GBP', 'INR', 'JPY', 'CAD', 'AUD'];

/**
 * The ISO 4217 codes this browser knows (the server checks against the same Intl list), the common
 * ones first; `current` is kept even when the browser does not know it, so a select never drops it.
 */
export function currencyCodes(current?: string): string[] {
  let all: string[];
  try {
    all = Intl.supportedValuesOf('currency');
  } catch {
    all = COMMON;
  }
  const rest = all.filter((c) => !COMMON.includes(c));
  const codes = [...COMMON.filter((c) => all.includes(c)), ...rest];
  return current && !codes.includes(current) ? [current, ...codes] : codes;
}
