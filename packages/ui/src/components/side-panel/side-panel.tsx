// Desktop side panel (spec section 2: chat, support, bet slip, my bets). Non-modal: the page
// stays usable beside it. Opening moves focus into it, Esc (inside) or the X closes it, and focus
// returns to the opener. Shows a title, or tabs when given.
import { useId, useRef, type ReactNode } from 'react';
import { OverlayHeader } from '../../internal/overlay-chrome';
import { Portal } from '../../internal/portal';
import { useEscape } from '../../internal/use-escape';
import { useFocusTrap } from '../../internal/use-focus-trap';
import { useScrollableFocus } from '../../internal/use-scrollable-focus';
import { Tabs, type TabItem } from '../tabs';
import { Aside, Body } from './side-panel-styles';

export interface SidePanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The panel's heading and accessible name (also the tab list's label with `tabs`). */
  readonly title: string;
  /** Tabs instead of a single body, e.g. bet slip / my bets. */
  readonly tabs?: readonly TabItem[] | undefined;
  readonly tabValue?: string | undefined;
  readonly onTabChange?: ((id: string) => void) | undefined;
  /** CSS width on desktop; the panel takes the full width below 768 px. */
  readonly width?: string | undefined;
  readonly children?: ReactNode;
}

export function SidePanel(props: SidePanelProps) {
  return props.open ? <OpenPanel {...props} /> : null;
}

function OpenPanel(props: SidePanelProps) {
  const { onClose, title, tabs, width = '380px', children } = props;
  const panelRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, true, { trap: false });
  useScrollableFocus(bodyRef);
  const onKeyDown = useEscape(onClose);
  const hasTabs = tabs !== undefined && tabs.length > 0;
  return (
    <Portal>
      <Aside
        ref={panelRef}
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $width={width}
      >
        <OverlayHeader variant="panel" titleId={titleId} title={title} onClose={onClose} />
        <Body ref={bodyRef}>
          {hasTabs ? (
            <Tabs
              items={tabs}
              value={props.tabValue}
              onChange={props.onTabChange}
              aria-label={title}
              fitted
            />
          ) : (
            children
          )}
        </Body>
      </Aside>
    </Portal>
  );
}
