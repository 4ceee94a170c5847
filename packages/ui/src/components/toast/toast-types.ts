import type { ReactNode } from 'react';

/** Spec section 3, "Toast": type successful, error, warning or info. */
export type ToastType = 'successful' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  readonly type?: ToastType | undefined;
  /** The text shown (the app passes a translated message). */
  readonly message: ReactNode;
  readonly title?: ReactNode;
  /** Milliseconds before it hides; defaults to the provider's duration (TOAST_MS). */
  readonly duration?: number | undefined;
}

export interface ToastRecord extends ToastOptions {
  readonly id: string;
  readonly type: ToastType;
  readonly duration: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  readonly show: (options: ToastOptions) => string;
  readonly dismiss: (id: string) => void;
  readonly clear: () => void;
}
