// Everything a modal overlay needs (Modal, Drawer, BottomOffCanvas): focus moved in, trapped
// and restored, Esc, backdrop click, page scroll locked, ids for the labelling title.
import { useId, useRef, type RefObject } from 'react';
import { useBackdropClose } from './use-backdrop-close';
import { useEscape } from './use-escape';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
import { useScrollableFocus } from './use-scrollable-focus';

export interface ModalDialogOptions {
  readonly onClose: () => void;
  readonly initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  readonly closeOnBackdrop?: boolean | undefined;
}

export function useModalDialog({
  onClose,
  initialFocusRef,
  closeOnBackdrop = true,
}: ModalDialogOptions) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, true, { initialFocus: initialFocusRef });
  useScrollLock(true);
  useScrollableFocus(bodyRef);
  const onKeyDown = useEscape(onClose);
  const backdropProps = useBackdropClose(closeOnBackdrop ? onClose : undefined);
  const dialogProps = {
    ref: dialogRef,
    role: 'dialog',
    'aria-modal': true,
    'aria-labelledby': titleId,
    tabIndex: -1,
    onKeyDown,
  } as const;
  return { dialogProps, backdropProps, bodyRef, titleId };
}
