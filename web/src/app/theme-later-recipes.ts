// The recipes of the components that only lazily loaded pages use (forms, dialogs, tabs, toasts),
// kept out of the home page's JavaScript. The router's lazy pages and the toaster import this
// module, which adds them to the one theme before any of those components renders: Chakra reads
// a recipe from the theme when a component first asks for it (system.getSlotRecipeFn).
import { defineConfig, mergeConfigs } from '@chakra-ui/react';
import { checkboxAnatomy, dataListAnatomy, dialogAnatomy, nativeSelectAnatomy, popoverAnatomy, switchAnatomy, tabsAnatomy, toastAnatomy } from '@chakra-ui/react/anatomy';
import {
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldsetSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  separatorRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { system } from './theme.ts';

// Chakra's recipes with CareCall's changes laid over them, merged as createSystem merges them.
const later = mergeConfigs(
  defineConfig({
    theme: {
      recipes: { checkmark: checkmarkRecipe, separator: separatorRecipe, textarea: textareaRecipe },
      slotRecipes: {
        checkbox: checkboxSlotRecipe,
        collapsible: collapsibleSlotRecipe,
        dataList: dataListSlotRecipe,
        dialog: dialogSlotRecipe,
        fieldset: fieldsetSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        popover: popoverSlotRecipe,
        progress: progressSlotRecipe,
        switch: switchSlotRecipe,
        tabs: tabsSlotRecipe,
        toast: toastSlotRecipe,
      },
    },
  }),
  defineConfig({
    theme: {
      // 44 px targets and 16 px text, as in theme.ts.
      recipes: { textarea: { defaultVariants: { size: 'lg' } } },
      slotRecipes: {
        nativeSelect: { slots: nativeSelectAnatomy.keys(), defaultVariants: { size: 'lg' } },
        // Chakra sets these to 14 px; CareCall's text is 16 px everywhere.
        dialog: { slots: dialogAnatomy.keys(), base: { content: { textStyle: 'md' } } },
        popover: { slots: popoverAnatomy.keys(), base: { content: { textStyle: 'md' } } },
        dataList: { slots: dataListAnatomy.keys(), defaultVariants: { size: 'lg' } },
        tabs: { slots: tabsAnatomy.keys(), defaultVariants: { size: 'lg' } },
        checkbox: { slots: checkboxAnatomy.keys(), defaultVariants: { size: 'lg' } },
        switch: { slots: switchAnatomy.keys(), defaultVariants: { size: 'lg' } },
        toast: {
          slots: toastAnatomy.keys(),
          base: {
            root: { pe: '14' },
            title: { textStyle: 'md', fontWeight: 'bold' },
            // Full strength: Chakra dims the description, which drops below 4.5:1 on the colours.
            description: { textStyle: 'md', opacity: '1', display: 'block' },
            closeTrigger: { color: 'currentColor', minW: '11', minH: '11', top: '1', insetEnd: '1' },
          },
        },
      },
    },
  }),
);

const theme = system._config.theme;
if (!theme?.recipes || !theme.slotRecipes) throw new Error('Chakra changed: its system no longer keeps the theme recipes in _config.theme');
Object.assign(theme.recipes, later.theme?.recipes);
Object.assign(theme.slotRecipes, later.theme?.slotRecipes);
