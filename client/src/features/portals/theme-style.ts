import type { ThemeFont, ThemeMode, ThemeRadius } from '../../gql/graphql';

/** How the published portal renders a theme: the same table for the preview and the cards. */
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

export const FONT_OPTIONS: Array<{ value: ThemeFont; label: string }> = [
  { value: 'SYSTEM', label: 'System' },
  { value: 'SERIF', label: 'Serif' },
  { value: 'ROUNDED', label: 'Rounded' },
  { value: 'MONO', label: 'Mono' },
];

export const RADIUS_OPTIONS: Array<{ value: ThemeRadius; label: string }> = [
  { value: 'NONE', label: 'None' },
  { value: 'SM', label: 'Small' },
  { value: 'MD', label: 'Medium' },
  { value: 'LG', label: 'Large' },
  { value: 'FULL', label: 'Full' },
];

export const MODE_OPTIONS: Array<{ value: ThemeMode; label: string }> = [
  { value: 'LIGHT', label: 'Light' },
  { value: 'DARK', label: 'Dark' },
];

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** White or near-black text, whichever reads better on `hex` (WCAG contrast). */
export function readableOn(hex: string): string {
  if (!HEX_COLOUR.test(hex)) return '#ffffff';
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  // Contrast against white (luminance 1) and against #0f172a (luminance ≈ 0.0086): the larger wins.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0586 ? '#ffffff' : '#0f172a';
}

/** "Acme Clients" → "AC": the mark of a portal without a logo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}
