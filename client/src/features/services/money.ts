/** The currency's minor-unit digits (2 for USD, 0 for JPY, 3 for KWD), as Intl knows them. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** 4999 USD → "$49.99"; 0 is "Free". */
export function formatMoney(amount: number, currency: string): string {
  if (amount === 0) return 'Free';
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount / 10 ** currencyDigits(currency));
  } catch {
    return `${amount} ${currency}`;
  }
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
