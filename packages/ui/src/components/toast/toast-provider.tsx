// Toast system (spec sections 3 and 9): successful / error / warning / info messages that hide
// after TOAST_MS (5000 ms), stack, pause on hover or focus and can be closed. Announced politely,
// errors assertively, through live regions that stay mounted so screen readers catch each one.
import { TOAST_MS } from '@bet/domain/constants';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useText } from '../../text';
import { ToastItem } from './toast-item';
import { LiveList, Viewport } from './toast-styles';
import type { ToastApi, ToastOptions, ToastRecord } from './toast-types';

export class ToastProviderMissingError extends Error {
  override readonly name = 'ToastProviderMissingError';
  constructor() {
    super('useToast() needs a <ToastProvider> above it in the tree.');
  }
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** Default time on screen in ms (TOAST_MS, 5000); stories pass a shorter one. */
  readonly duration?: number | undefined;
  /** Most toasts shown at once; the oldest goes first. */
  readonly max?: number | undefined;
  readonly children?: ReactNode;
}

function validDuration(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

export function ToastProvider({ duration = TOAST_MS, max = 5, children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastRecord[]>([]);
  const counter = useRef(0);
  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      const record: ToastRecord = {
        ...options,
        id,
        type: options.type ?? 'info',
        duration: validDuration(options.duration, validDuration(duration, TOAST_MS)),
      };
      setToasts((list) => [...list, record].slice(-Math.max(1, max)));
      return id;
    },
    [duration, max],
  );
  const clear = useCallback(() => setToasts([]), []);
  const api = useMemo<ToastApi>(() => ({ show, dismiss, clear }), [show, dismiss, clear]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

interface ViewportProps {
  readonly toasts: readonly ToastRecord[];
  readonly onDismiss: (id: string) => void;
}

function ToastViewport({ toasts, onDismiss }: ViewportProps) {
  const t = useText();
  const render = (list: readonly ToastRecord[]) =>
    list.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />);
  return (
    <Viewport aria-label={t('ui:notifications')}>
      <LiveList aria-live="assertive" aria-relevant="additions">
        {render(toasts.filter((toast) => toast.type === 'error'))}
      </LiveList>
      <LiveList aria-live="polite" aria-relevant="additions">
        {render(toasts.filter((toast) => toast.type !== 'error'))}
      </LiveList>
    </Viewport>
  );
}

/** Shows and dismisses toasts. Throws ToastProviderMissingError outside a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new ToastProviderMissingError();
  return api;
}
