import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { ScreenLoadError, withTimeout } from './lazy-screen';

const brand = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Most controls are gray (ghost and outline buttons, menus): Chakra rings their focus in gray.400,
        // 2.5:1 on white, which people miss. The brand's ring (4.5:1) shows where the keyboard is.
        gray: { focusRing: { value: '{colors.brand.500}' } },
        // Text must reach 4.5:1 on white (WCAG AA, checked by axe in the e2e); Chakra's light values
        // (gray.400 2.6:1, red.500 3.8:1, green.600 3.3:1, orange.500 2.8:1) do not.
        fg: {
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.500}' } },
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
      },
    },
  },
});

/** Chakra's default theme (tokens, text and layer styles, global CSS) without its ~90 recipes. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles },
});

/**
 * The recipes of what shows before sign-in: the sign-in, sign-up and e-mail screens, the route
 * fallbacks and errors, the session skeleton and the toaster. Everything else a component needs
 * comes with the full system (`loadFullSystem`), which the signed-in app waits for.
 */
const signInRecipes = defineConfig({
  theme: {
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: { alert: alertSlotRecipe, card: cardSlotRecipe, field: fieldSlotRecipe, toast: toastSlotRecipe },
  },
});

/**
 * The system of the first paint. It keeps Chakra's ~20 kB (gzip) of recipes out of the JavaScript
 * that /auth/login needs (see bench/README.md); a component whose recipe is not here still
 * renders, unstyled, so public screens must stay within the list above.
 */
export const system = createSystem(defaultBaseConfig, chakraTheme, signInRecipes, brand);

let fullSystem: Promise<SystemContext> | undefined;

/** Every Chakra recipe, in its own chunk: fetched once, after the first paint or on entering the app. */
export function loadFullSystem(): Promise<SystemContext> {
  fullSystem ??= withTimeout(import('./theme-full')).then(
    ({ createFullSystem }) => createFullSystem(chakraTheme, brand),
    (error: unknown) => {
      fullSystem = undefined;
      throw error instanceof ScreenLoadError
        ? error
        : new ScreenLoadError('This screen could not be loaded. Check your connection and reload.');
    },
  );
  return fullSystem;
}
