import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css.ts';

export interface TabItem {
  /** Stable value, used for `value`/`defaultValue`. */
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export const tabActivations = ['automatic', 'manual'] as const;
export type TabActivation = (typeof tabActivations)[number];

export interface TabsProps {
  /** Accessible name of the tab list ('Menu sections'). */
  label: string;
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `automatic` shows a panel as soon as its tab gets focus; `manual` waits for Enter or Space. */
  activationMode?: TabActivation;
}

/**
 * Tabs on Radix Tabs: one tab stop for the list, Left/Right arrows (and Home/End) move between tabs,
 * `aria-selected` and `aria-controls` wired, and each panel is focusable and named by its tab.
 */
export function Tabs({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
}: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
      activationMode={activationMode}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.tab}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
