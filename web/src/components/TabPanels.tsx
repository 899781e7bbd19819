// Tabs as the WAI-ARIA pattern (tablist, tabs, panels; arrow keys, Home and End move and select),
// styled by Chakra's own tabs recipe, so it looks as Chakra's Tabs do. Chakra's Tabs bring a
// state machine of about 12 KB gzip to the page; two or three tabs need none of it.
import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabPanel {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

// The recipe's selectors read these (`_horizontal`, `_selected`), as on Chakra's Tabs.
const HORIZONTAL = { 'data-orientation': 'horizontal' } as const;

interface TabPanelsProps {
  tabs: readonly TabPanel[];
  defaultValue: string;
  variant?: 'line' | 'subtle' | 'enclosed' | 'outline' | 'plain';
  /** A panel's content is made the first time its tab is chosen (forms that need not exist before). */
  lazyMount?: boolean;
  listProps?: HTMLChakraProps<'div'>;
  panelProps?: HTMLChakraProps<'div'>;
}

export function TabPanels({ tabs, defaultValue, variant = 'line', lazyMount = false, listProps, panelProps }: TabPanelsProps) {
  const [selected, setSelectedValue] = useState(defaultValue);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([defaultValue]));
  const setSelected = (value: string) => {
    setSelectedValue(value);
    setOpened((previous) => (previous.has(value) ? previous : new Set([...previous, value])));
  };
  const styles = useSlotRecipe({ key: 'tabs' })({ variant });
  const id = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(tabs[next]!.value);
    triggers.current[next]?.focus();
  };

  return (
    <chakra.div css={styles.root} {...HORIZONTAL}>
      <chakra.div role="tablist" aria-orientation="horizontal" css={styles.list} {...HORIZONTAL} {...listProps}>
        {tabs.map((tab, index) => (
          <chakra.button
            key={tab.value}
            ref={(element: HTMLButtonElement | null) => {
              triggers.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-controls={`${id}-panel-${tab.value}`}
            aria-selected={tab.value === selected}
            tabIndex={tab.value === selected ? 0 : -1}
            onClick={() => setSelected(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            css={styles.trigger}
            {...HORIZONTAL}
          >
            {tab.label}
          </chakra.button>
        ))}
      </chakra.div>
      {tabs.map((tab) => (
        <chakra.div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          tabIndex={0}
          hidden={tab.value !== selected}
          css={styles.content}
          {...HORIZONTAL}
          {...panelProps}
        >
          {lazyMount && !opened.has(tab.value) ? null : tab.content}
        </chakra.div>
      ))}
    </chakra.div>
  );
}
