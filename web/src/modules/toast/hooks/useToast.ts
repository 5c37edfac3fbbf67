import { useContext } from 'react';
import { type ToastApi, ToastContext } from '../toastContext.ts';

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside ToastProvider');
  return ctx;
}
