import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_TOAST_DURATION, ToastRegion, type ToastData } from './toast-region';

export type ToastInput = Omit<ToastData, 'id'> & { id?: string };

export interface ToastApi {
  /** Shows a toast and returns its id; showing an id again replaces that toast. */
  show: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  duration?: number;
  /** Oldest toasts drop off beyond this many. */
  max?: number;
}

/** Holds the toasts in React state (no store library) and renders one ToastRegion. */
export function ToastProvider({ children, duration = DEFAULT_TOAST_DURATION, max = 3 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      counter.current += 1;
      const id = input.id ?? `toast-${counter.current}`;
      setToasts((current) => [...current.filter((toast) => toast.id !== id), { ...input, id }].slice(-max));
      return id;
    },
    [max],
  );

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} duration={duration} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
