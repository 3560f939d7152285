import type { ThemeFont, ThemeMode, ThemeRadius } from '../../../gql/graphql';

/** The choices of the theme editor, as a builder reads them. */

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
