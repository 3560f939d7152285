import { registerEnumType } from 'type-graphql';

// The theme's choices, shared by the Portal type and the theme input.

export enum ThemeMode {
  LIGHT = 'LIGHT',
  DARK = 'DARK',
}
export enum ThemeFont {
  SYSTEM = 'SYSTEM',
  SERIF = 'SERIF',
  ROUNDED = 'ROUNDED',
  MONO = 'MONO',
}
export enum ThemeRadius {
  NONE = 'NONE',
  SM = 'SM',
  MD = 'MD',
  LG = 'LG',
  FULL = 'FULL',
}
registerEnumType(ThemeMode, {
  name: 'ThemeMode',
  description: "Whether the published portal's pages are light or dark.",
  valuesConfig: {
    LIGHT: { description: 'Dark text on light backgrounds; the default of a new portal.' },
    DARK: { description: 'Light text on dark backgrounds.' },
  },
});
registerEnumType(ThemeFont, {
  name: 'ThemeFont',
  description: "The published portal's typeface family (each maps to a font stack the visitor's device has).",
  valuesConfig: {
    SYSTEM: { description: "The device's own interface font (sans-serif); the default of a new portal." },
    SERIF: { description: 'A serif face, for a classic or editorial look.' },
    ROUNDED: { description: 'A rounded sans-serif, for a friendly look.' },
    MONO: { description: 'A monospaced face, for a technical look.' },
  },
});
registerEnumType(ThemeRadius, {
  name: 'ThemeRadius',
  description: 'How round the corners of buttons, inputs and cards are in the published portal.',
  valuesConfig: {
    NONE: { description: 'Square corners (0 px).' },
    SM: { description: 'Slightly rounded corners (4 px).' },
    MD: { description: 'Rounded corners (8 px); the default of a new portal.' },
    LG: { description: 'Very rounded corners (14 px).' },
    FULL: { description: 'Pill-shaped buttons and inputs; panels get generously rounded corners.' },
  },
});
