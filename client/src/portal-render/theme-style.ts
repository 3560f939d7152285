import type { ThemeFont, ThemeMode, ThemeRadius } from '../gql/graphql';

/**
 * How a portal's theme is drawn: the published portal (as CSS custom properties, apply-theme.ts), the
 * builder's page editor and theme preview, and the portal's mark in the builder all read these tables.
 */
export const FONT_STACKS: Record<ThemeFont, string> = {
  SYSTEM: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  SERIF: 'Georgia, Cambria, "Times New Roman", Times, serif',
  ROUNDED: 'ui-rounded, "SF Pro Rounded", "Nunito", "Varela Round", system-ui, sans-serif',
  MONO: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
};

export const RADII: Record<ThemeRadius, string> = { NONE: '0px', SM: '4px', MD: '8px', LG: '14px', FULL: '9999px' };

/** Panels cannot be pills: FULL rounds buttons fully and panels generously. */
export const panelRadius = (radius: ThemeRadius) => (radius === 'FULL' ? '20px' : RADII[radius]);

export const MODE_COLORS: Record<ThemeMode, { bg: string; surface: string; fg: string; muted: string; border: string }> = {
  LIGHT: { bg: '#ffffff', surface: '#f8fafc', fg: '#0f172a', muted: '#64748b', border: '#e2e8f0' },
  DARK: { bg: '#0f172a', surface: '#1e293b', fg: '#e2e8f0', muted: '#94a3b8', border: '#334155' },
};

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.1 contrast ratio of two #rrggbb colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black text, whichever reads better on `hex` (WCAG contrast). */
export function readableOn(hex: string): string {
  if (!HEX_COLOUR.test(hex)) return '#ffffff';
  return contrastRatio('#ffffff', hex) >= contrastRatio('#0f172a', hex) ? '#ffffff' : '#0f172a';
}

/** WCAG 2.1 AA for normal text. */
export const AA_RATIO = 4.5;

export interface ContrastProblem {
  pair: string;
  ratio: number;
  message: string;
}

const NAMED: Record<string, string> = { '#ffffff': 'White', '#0f172a': 'Near-black' };
const named = (hex: string) => NAMED[hex.toLowerCase()] ?? hex.toLowerCase();
/** Rounded down: 4.47 must not read as "4.5:1" in a sentence saying it is below 4.5. */
const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/**
 * The text of the theme preview (and of the published portal) that falls below AA: body text and
 * links on the page, button text on the primary colour, badge text on the accent.
 */
export function contrastProblems(theme: { primaryColor: string; accentColor: string; mode: ThemeMode }): ContrastProblem[] {
  if (!HEX_COLOUR.test(theme.primaryColor) || !HEX_COLOUR.test(theme.accentColor)) return [];
  const page = MODE_COLORS[theme.mode];
  const background = theme.mode === 'DARK' ? 'dark background' : 'white background';
  const pairs = [
    { pair: 'text', fg: page.fg, bg: page.bg, what: `${named(page.fg)} text on the ${background}` },
    {
      pair: 'button',
      fg: readableOn(theme.primaryColor),
      bg: theme.primaryColor,
      what: `${named(readableOn(theme.primaryColor))} button text on ${named(theme.primaryColor)}`,
    },
    { pair: 'link', fg: theme.primaryColor, bg: page.bg, what: `Links in ${named(theme.primaryColor)} on the ${background}` },
    {
      pair: 'badge',
      fg: readableOn(theme.accentColor),
      bg: theme.accentColor,
      what: `${named(readableOn(theme.accentColor))} badge text on ${named(theme.accentColor)}`,
    },
  ];
  return pairs.flatMap(({ pair, fg, bg, what }) => {
    const ratio = contrastRatio(fg, bg);
    if (ratio >= AA_RATIO) return [];
    const verb = pair === 'link' ? 'are' : 'is';
    return [{ pair, ratio, message: `${what} ${verb} ${ratioText(ratio)} — hard to read; AA needs 4.5:1.` }];
  });
}

/** "Acme Clients" → "AC": the mark of a portal without a logo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}
