import { describe, expect, it } from 'vitest';
import { system } from './theme.ts';

describe('theme recipes for the lazily loaded pages', () => {
  it('are not in the home page theme, and arrive with CareCall changes laid over Chakra styles', async () => {
    // Arrange: the theme as the home page has it
    expect(system.getSlotRecipe('tabs')).toBeUndefined();
    expect(system.getSlotRecipe('dialog')).toBeUndefined();
    expect(system.getRecipe('textarea')).toBeUndefined();
    // Act
    await import('./theme-later-recipes.ts');
    // Assess: Chakra's recipe (its class name and base styles) with CareCall's sizes and text
    const tabs = system.getSlotRecipe('tabs');
    expect(tabs?.className).toBe('chakra-tabs');
    expect(tabs?.defaultVariants).toMatchObject({ size: 'lg' });
    const dialog = system.getSlotRecipe('dialog');
    expect(dialog?.base?.content).toMatchObject({ textStyle: 'md', bg: 'bg.panel' });
    expect(system.getSlotRecipe('toast')?.base?.description).toMatchObject({ opacity: '1', textStyle: 'md' });
    expect(system.getRecipe('textarea')?.defaultVariants).toMatchObject({ size: 'lg' });
    // The home page's own recipes are untouched.
    expect(system.getRecipe('button')?.defaultVariants).toMatchObject({ size: 'lg' });
  });
});
