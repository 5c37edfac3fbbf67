import { useEffect, useRef } from 'react';

/**
 * Escape closes an open drawer even when the control that had focus was removed (a reset button, a
 * deleted tag chip, a form started again): the focus then falls back to the page body, outside the
 * drawer's own key handler, and MUI's focus trap only takes it back on its next 50 ms check.
 */
export function useEscapeWhenFocusLost(open: boolean, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      if (e.target === document.body || e.target === document.documentElement) close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
}
