// Modal dialog (spec section 2, "Modals and panels"): role dialog + aria-modal, labelled by its
// title, focus trapped and restored, Esc and backdrop close it, page scroll locked, full screen
// below 768 px.
import { useId, type ReactNode, type RefObject } from 'react';
import { OverlayHeader } from '../../internal/overlay-chrome';
import { Portal } from '../../internal/portal';
import { useModalDialog } from '../../internal/use-modal-dialog';
import { Backdrop, Body, Description, Dialog, Footer, type ModalSize } from './modal-styles';

export interface ModalProps {
  readonly open: boolean;
  /** Called by the close button, Esc and a backdrop click. */
  readonly onClose: () => void;
  /** The dialog's accessible name. */
  readonly title: ReactNode;
  /** Read after the title by screen readers (aria-describedby). */
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** Actions row, e.g. cancel and confirm buttons. */
  readonly footer?: ReactNode;
  readonly size?: ModalSize | undefined;
  /** Element to focus on open; defaults to the first focusable element. */
  readonly initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** Set false for dialogs that must not close by a stray click (e.g. a payment step). */
  readonly closeOnBackdrop?: boolean | undefined;
}

export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal(props: ModalProps) {
  const { onClose, title, description, children, footer, size = 'md' } = props;
  const descriptionId = useId();
  const { dialogProps, backdropProps, bodyRef, titleId } = useModalDialog({
    onClose,
    initialFocusRef: props.initialFocusRef,
    closeOnBackdrop: props.closeOnBackdrop,
  });
  return (
    <Portal>
      <Backdrop {...backdropProps} data-testid="modal-backdrop">
        <Dialog
          {...dialogProps}
          aria-describedby={description ? descriptionId : undefined}
          $size={size}
        >
          <OverlayHeader variant="dialog" titleId={titleId} title={title} onClose={onClose} />
          <Body ref={bodyRef}>
            {description ? <Description id={descriptionId}>{description}</Description> : null}
            {children}
          </Body>
          {footer ? <Footer>{footer}</Footer> : null}
        </Dialog>
      </Backdrop>
    </Portal>
  );
}
