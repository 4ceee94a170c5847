// Bottom off-canvas panel (spec section 2): a sheet from the bottom of the screen. Its X closes
// it and calls onClose, where the app clears the selected item and strips the query string.
// Modal while open: focus trapped and restored, Esc and backdrop close it too.
import type { ReactNode, RefObject } from 'react';
import { OverlayHeader } from '../../internal/overlay-chrome';
import { Portal } from '../../internal/portal';
import { useModalDialog } from '../../internal/use-modal-dialog';
import { Backdrop, Body, Sheet } from './bottom-off-canvas-styles';

export interface BottomOffCanvasProps {
  readonly open: boolean;
  /** Called by the X, Esc and a backdrop click. */
  readonly onClose: () => void;
  /** The panel's accessible name, shown in its header. */
  readonly title: ReactNode;
  readonly initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  readonly children?: ReactNode;
}

export function BottomOffCanvas(props: BottomOffCanvasProps) {
  return props.open ? <OpenSheet {...props} /> : null;
}

function OpenSheet({ onClose, title, initialFocusRef, children }: BottomOffCanvasProps) {
  const { dialogProps, backdropProps, bodyRef, titleId } = useModalDialog({
    onClose,
    initialFocusRef,
  });
  return (
    <Portal>
      <Backdrop {...backdropProps} data-testid="off-canvas-backdrop" />
      <Sheet {...dialogProps}>
        <OverlayHeader variant="sheet" titleId={titleId} title={title} onClose={onClose} />
        <Body ref={bodyRef}>{children}</Body>
      </Sheet>
    </Portal>
  );
}
