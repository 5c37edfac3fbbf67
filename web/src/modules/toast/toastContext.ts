import { createContext } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  message: string;
  type?: ToastType;
  /** Milliseconds before the toast closes itself (spec: default 5000). 0 keeps it until closed. */
  autoCloseTime?: number;
  /** Milliseconds before the toast appears (spec: default 0). */
  delay?: number;
}

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  autoCloseTime: number;
}

export interface ToastApi {
  show(input: ToastInput): number;
  close(id: number): void;
  /** The spec's generic error toast: the server message if present, else 'Something went wrong', 3 s. */
  showError(error: unknown): number;
}

export const ToastContext = createContext<ToastApi | null>(null);
