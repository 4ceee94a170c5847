// One toast: message, close button and a progress bar of the time left. Hovering or focusing it
// pauses the countdown (WCAG 2.2.1, enough time to read).
import { useCallback, type FocusEvent } from 'react';
import { useText } from '../../text';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../internal/icons';
import { Bar, Card, Close, Icon, Text, Title, Track } from './toast-styles';
import type { ToastRecord, ToastType } from './toast-types';
import { usePausableTimer } from './use-pausable-timer';

const ICONS: Record<ToastType, typeof InfoIcon> = {
  successful: SuccessIcon,
  error: ErrorIcon,
  warning: WarningIcon,
  info: InfoIcon,
};

interface ToastItemProps {
  readonly toast: ToastRecord;
  readonly onDismiss: (id: string) => void;
}

export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const t = useText();
  const dismiss = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);
  const timer = usePausableTimer(toast.duration, dismiss);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Moving focus between the toast's own controls keeps it paused.
    if (!event.currentTarget.contains(event.relatedTarget)) timer.resume();
  };
  const TypeIcon = ICONS[toast.type];
  const percent = Math.round(timer.remaining * 100);
  return (
    <Card
      $type={toast.type}
      data-toast-type={toast.type}
      onMouseEnter={timer.pause}
      onMouseLeave={timer.resume}
      onFocus={timer.pause}
      onBlur={onBlur}
    >
      <Icon>
        <TypeIcon />
      </Icon>
      <Text>
        {toast.title ? <Title>{toast.title}</Title> : null}
        {toast.message}
      </Text>
      <Close type="button" aria-label={t('ui:dismiss')} onClick={dismiss}>
        <CloseIcon size={18} />
      </Close>
      <Track
        role="progressbar"
        aria-label={t('ui:toastProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Bar $type={toast.type} style={{ transform: `scaleX(${timer.remaining})` }} />
      </Track>
    </Card>
  );
}
