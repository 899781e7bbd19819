import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { system } from '../app/theme.ts';
import '../app/theme-later-recipes.ts';
import { TabPanels } from './TabPanels.tsx';

const TABS = [
  { value: 'schedules', label: 'Schedules', content: 'Daily at 9:00 AM' },
  { value: 'contacts', label: 'Contacts', content: 'Ana (Daughter)' },
  { value: 'notes', label: 'Notes', content: 'No notes' },
];

function renderTabs(lazyMount = false) {
  render(
    <ChakraProvider value={system}>
      <TabPanels defaultValue="schedules" tabs={TABS} lazyMount={lazyMount} />
    </ChakraProvider>,
  );
  return userEvent.setup();
}

describe('TabPanels', () => {
  it('shows the chosen panel, named by its tab, and hides the others', async () => {
    // Arrange
    const user = renderTabs();
    // Assess: the first tab is selected and its panel the only one shown
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Schedules' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Schedules' }).textContent).toBe('Daily at 9:00 AM');
    expect(screen.getByText('Ana (Daughter)').closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(true);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    // Act
    await user.click(screen.getByRole('tab', { name: 'Contacts' }));
    // Assess
    expect(screen.getByRole('tab', { name: 'Contacts' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Schedules' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Contacts' }).textContent).toBe('Ana (Daughter)');
    expect(screen.getByText('Daily at 9:00 AM').closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(true);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves and selects with the arrow keys, Home and End, and Tab leaves the tab list in one step', async () => {
    // Arrange
    const user = renderTabs();
    const tab = (name: string) => screen.getByRole('tab', { name });
    await user.tab();
    expect(document.activeElement).toBe(tab('Schedules'));
    // Act / Assess: right wraps round, left back, End and Home jump
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Contacts'));
    expect(tab('Contacts').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('Schedules'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Notes'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Schedules'));
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Notes' }).textContent).toBe('No notes');
    // Only the selected tab is in the tab order; the next stop is its panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Notes' }));
  });

  it('with lazyMount, makes a panel the first time its tab is chosen and keeps it after', async () => {
    // Arrange
    const user = renderTabs(true);
    expect(screen.queryByText('Ana (Daughter)')).toBeNull();
    // Act
    await user.click(screen.getByRole('tab', { name: 'Contacts' }));
    await user.click(screen.getByRole('tab', { name: 'Schedules' }));
    // Assess
    expect(screen.getByText('Ana (Daughter)').closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(true);
    expect(screen.queryByText('No notes')).toBeNull();
  });
});
