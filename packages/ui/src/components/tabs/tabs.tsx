// Tabs (WAI-ARIA APG tabs pattern): one tab stop for the tab list, arrows / Home / End move
// between tabs, activation follows focus unless `activation="manual"`. Used by the login modal
// (mobile / email), my bets and the side panel (spec section 2).
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex, tabKeyTarget } from './tab-keys';
import { Panel, Root, Tab, TabList } from './tabs-styles';

export interface TabItem {
  readonly id: string;
  readonly label: ReactNode;
  readonly content: ReactNode;
  readonly disabled?: boolean | undefined;
}

export interface TabsProps {
  readonly items: readonly TabItem[];
  /** Selected tab id (controlled). */
  readonly value?: string | undefined;
  /** Initially selected tab id (uncontrolled); defaults to the first enabled tab. */
  readonly defaultValue?: string | undefined;
  readonly onChange?: ((id: string) => void) | undefined;
  /** 'automatic' selects a tab when it receives focus; 'manual' waits for Enter or Space. */
  readonly activation?: 'automatic' | 'manual' | undefined;
  /** Tabs share the width equally (e.g. two tabs in a modal). */
  readonly fitted?: boolean | undefined;
  readonly 'aria-label'?: string | undefined;
  readonly 'aria-labelledby'?: string | undefined;
  readonly className?: string | undefined;
}

function firstEnabled(items: readonly TabItem[]): string | undefined {
  return items.find((item) => !item.disabled)?.id;
}

function useSelection(props: TabsProps) {
  const { items, value, defaultValue, onChange } = props;
  const [own, setOwn] = useState(defaultValue);
  const requested = value ?? own;
  const valid = items.some((item) => item.id === requested && !item.disabled);
  const selected = valid ? requested : firstEnabled(items);
  const select = (id: string) => {
    if (id === selected) return;
    setOwn(id);
    onChange?.(id);
  };
  return [selected, select] as const;
}

export function Tabs(props: TabsProps) {
  const { items, activation = 'automatic', fitted = false, className } = props;
  const [selected, select] = useSelection(props);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = tabKeyTarget(event.key);
    if (!target) return;
    event.preventDefault();
    const current = tabRefs.current.findIndex((el) => el === document.activeElement);
    const index = nextTabIndex(
      items.map((item) => !item.disabled),
      current === -1 ? 0 : current,
      target,
    );
    const item = items[index];
    if (!item) return;
    tabRefs.current[index]?.focus();
    if (activation === 'automatic') select(item.id);
  };

  if (items.length === 0) return null;
  return (
    <Root className={className}>
      <TabList
        role="tablist"
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        onKeyDown={onKeyDown}
        $fitted={fitted}
      >
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(item.id)}
            aria-selected={item.id === selected}
            aria-controls={panelId(item.id)}
            tabIndex={item.id === selected ? 0 : -1}
            disabled={item.disabled}
            onClick={() => select(item.id)}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <Panel
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selected}
          tabIndex={0}
        >
          {/* Only the selected panel renders its content: lists in hidden tabs cost nothing. */}
          {item.id === selected ? item.content : null}
        </Panel>
      ))}
    </Root>
  );
}
