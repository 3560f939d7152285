/**
 * Money as the API sends it: an integer of the currency's minor units (cents, paise) and its ISO 4217
 * code. Shown with the browser's Intl in the payer's language; the decimal is made from the integer's
 * digits (12345 → "123.45"), never by float arithmetic, and Intl formats that exact decimal string.
 */

const formats = new Map<string, Intl.NumberFormat>();
function currencyFormat(currency: string, locale?: string): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new Intl.NumberFormat(locale, { style: 'currency', currency })));
  return found;
}

/** The currency's minor-unit digits as Intl knows them (USD 2, JPY 0, BHD 3), as the server counts them. */
export function fractionDigits(currency: string): number {
  try {
    return currencyFormat(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** 12345 with 2 digits → "123.45"; -5 → "-0.05"; 3000 with 0 digits → "3000". */
export function decimalOf(minor: number, digits: number): `${number}` {
  const negative = minor < 0;
  const plain = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const text = digits > 0 ? `${plain.slice(0, -digits)}.${plain.slice(-digits)}` : plain;
  return `${negative ? '-' : ''}${text}` as `${number}`;
}

/** Integer minor units → "$25.00", "₹500.00", "¥3,000". */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  try {
    return currencyFormat(currency, locale).format(decimalOf(amount, fractionDigits(currency)));
  } catch {
    return `${decimalOf(amount, 2)} ${currency}`;
  }
}
