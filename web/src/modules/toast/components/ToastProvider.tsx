import { TOAST_DEFAULT_DELAY_MS, TOAST_DEFAULT_MS, TOAST_SHORT_MS } from '@outreach/shared/constants/account';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Toast, type ToastApi, ToastContext, type ToastInput } from '../toastContext.ts';

// The toasts' view (MUI Alert, Slide and their icons) loads with the first toast, not with every page.
const ToastStack = lazy(() => import('./ToastStack.tsx').then((m) => ({ default: m.ToastStack })));

function errorText(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'Something went wrong';
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>[]>());

  const close = useCallback((id: number) => {
    for (const t of timers.current.get(id) ?? []) clearTimeout(t);
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    ({
      message,
      type = 'info',
      autoCloseTime = TOAST_DEFAULT_MS,
      delay = TOAST_DEFAULT_DELAY_MS,
    }: ToastInput) => {
      const id = nextId.current++;
      const own: ReturnType<typeof setTimeout>[] = [];
      timers.current.set(id, own);
      own.push(
        setTimeout(() => {
          setToasts((list) => [...list, { id, message, type, autoCloseTime }]);
          if (autoCloseTime > 0) own.push(setTimeout(() => close(id), autoCloseTime));
        }, delay),
      );
      return id;
    },
    [close],
  );

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const list of all.values()) for (const t of list) clearTimeout(t);
    };
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      close,
      showError: (error) => show({ message: errorText(error), type: 'error', autoCloseTime: TOAST_SHORT_MS }),
    }),
    [show, close],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
