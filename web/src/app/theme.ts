// The one theme of CareCall. Readers are often older or anxious: body text is at least 16 px,
// every control is at least 44 px tall, and colours keep WCAG AA contrast on white.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { alertAnatomy, fieldAnatomy } from '@chakra-ui/react/anatomy';

// Palettes CareCall never uses. Every token becomes a CSS variable that the browser works out on
// every page, and Chakra builds them all when the app starts.
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends object>(group: T | undefined): T =>
  Object.fromEntries(Object.entries(group ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/** Light mode only: `{ _light, _dark }` values become their light value, so no dark-mode CSS is made. */
function lightOnly<T>(tokenGroup: T): T {
  if (!tokenGroup || typeof tokenGroup !== 'object') return tokenGroup;
  const entries = Object.entries(tokenGroup).map(([key, value]): [string, unknown] => {
    if (key === 'value' && value && typeof value === 'object' && '_light' in value) return [key, value._light];
    return [key, lightOnly(value)];
  });
  return Object.fromEntries(entries) as T;
}

// Chakra's default theme, but only with the recipes of the components CareCall uses: the full set
// is about a fifth of the home page's JavaScript. Here only those that the home page, the layout
// and the loading and error screens use; the other pages bring theirs (theme-later-recipes.ts).
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
    },
  },
});

// Light only: one palette to keep legible and checked for contrast.
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'blue', fontSize: '100%', scrollPaddingTop: '5rem' },
    body: {
      bg: 'white',
      color: 'gray.900',
      textStyle: 'md',
      lineHeight: '1.6',
    },
    // A clear focus ring everywhere, including plain links.
    ':focus-visible': { outline: '3px solid', outlineColor: 'blue.600', outlineOffset: '2px' },
    'a:not([data-scope])': { textUnderlineOffset: '3px' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        // Muted text stays at 7:1 on white rather than Chakra's lighter grey.
        'fg.muted': { value: '{colors.gray.700}' },
        'fg.subtle': { value: '{colors.gray.600}' },
        brand: { value: '{colors.blue.700}' },
        // Solid buttons one shade darker than Chakra's, so white text keeps 4.5:1 even on hover
        // (hover mixes in 10% transparency).
        blue: { solid: { value: '{colors.blue.700}' }, fg: { value: '{colors.blue.800}' } },
        red: { solid: { value: '{colors.red.700}' }, fg: { value: '{colors.red.800}' } },
        green: { solid: { value: '{colors.green.700}' }, fg: { value: '{colors.green.800}' } },
        orange: { solid: { value: '{colors.orange.700}' }, fg: { value: '{colors.orange.800}' } },
      },
    },
    recipes: {
      // 44 px targets and 16 px labels by default.
      button: { defaultVariants: { size: 'lg' } },
      badge: { defaultVariants: { size: 'lg' } },
      input: { defaultVariants: { size: 'lg' } },
      link: { base: { color: 'blue.700', textDecoration: 'underline' } },
    },
    slotRecipes: {
      field: {
        slots: fieldAnatomy.keys(),
        base: {
          label: { textStyle: 'md', fontWeight: 'semibold' },
          errorText: { textStyle: 'md', color: 'red.700' },
          helperText: { textStyle: 'md', color: 'fg.muted' },
        },
      },
      alert: { slots: alertAnatomy.keys(), defaultVariants: { size: 'lg' } },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
