// Drawer: the mobile menu and full-height panels (spec section 2, "mobile drawer menu"). A modal
// dialog sliding from the left or right: focus trapped and restored, Esc and backdrop close it.
import type { ReactNode, RefObject } from 'react';
import { OverlayHeader } from '../../internal/overlay-chrome';
import { Portal } from '../../internal/portal';
import { useModalDialog } from '../../internal/use-modal-dialog';
import { Backdrop, Body, Panel, type DrawerPlacement } from './drawer-styles';

export interface DrawerProps {
  readonly open: boolean;
  /** Called by the close button, Esc and a backdrop click. */
  readonly onClose: () => void;
  /** The drawer's accessible name, shown in its header. */
  readonly title: ReactNode;
  readonly placement?: DrawerPlacement | undefined;
  /** CSS width; never wider than 88% of the viewport. */
  readonly width?: string | undefined;
  readonly initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  readonly children?: ReactNode;
}

export function Drawer(props: DrawerProps) {
  return props.open ? <OpenDrawer {...props} /> : null;
}

function OpenDrawer({ onClose, title, placement = 'left', width = '320px', ...rest }: DrawerProps) {
  const { dialogProps, backdropProps, bodyRef, titleId } = useModalDialog({
    onClose,
    initialFocusRef: rest.initialFocusRef,
  });
  return (
    <Portal>
      <Backdrop {...backdropProps} data-testid="drawer-backdrop" />
      <Panel {...dialogProps} $placement={placement} $width={width}>
        <OverlayHeader variant="panel" titleId={titleId} title={title} onClose={onClose} />
        <Body ref={bodyRef}>{rest.children}</Body>
      </Panel>
    </Portal>
  );
}
