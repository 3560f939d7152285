import type { components } from '../gql/rest';
import { FONT_STACKS, MODE_COLORS, RADII, panelRadius, readableOn } from './theme-style';

/**
 * The theme as CSS custom properties (portal.css and blocks.css use only these): on the published
 * portal's document, and on the root of the builder's page preview.
 */
export function applyTheme(
  portal: Pick<components['schemas']['PublicPortal'], 'theme'>,
  root: HTMLElement = document.documentElement,
): void {
  const { theme } = portal;
  const mode = MODE_COLORS[theme.mode];
  const vars: Record<string, string> = {
    '--p-primary': theme.primaryColor,
    '--p-on-primary': readableOn(theme.primaryColor),
    '--p-accent': theme.accentColor,
    '--p-on-accent': readableOn(theme.accentColor),
    '--p-bg': mode.bg,
    '--p-surface': mode.surface,
    '--p-fg': mode.fg,
    '--p-muted': mode.muted,
    '--p-border': mode.border,
    '--p-font': FONT_STACKS[theme.font],
    '--p-radius': RADII[theme.radius],
    '--p-panel-radius': panelRadius(theme.radius),
  };
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  root.dataset.mode = theme.mode === 'DARK' ? 'dark' : 'light';
}
