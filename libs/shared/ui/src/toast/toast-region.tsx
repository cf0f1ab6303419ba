import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { AlertIcon, BellIcon, CheckIcon, CloseIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import styles from './toast.module.css';

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastData {
  id: string;
  kind?: ToastKind;
  title?: ReactNode;
  message: ReactNode;
  /** Overrides the region's duration for this toast; Infinity keeps it until closed. */
  duration?: number;
  /** e.g. a small Button ("Повторити"). */
  action?: ReactNode;
}

export interface ToastRegionProps {
  toasts: readonly ToastData[];
  onDismiss: (id: string) => void;
  /** Milliseconds before a toast closes by itself (spec: 5000). */
  duration?: number;
  closeLabel?: string;
}

export const DEFAULT_TOAST_DURATION = 5000;

const ICONS = { info: BellIcon, success: CheckIcon, error: AlertIcon } as const;

/**
 * Presentational toast stack, fixed top-right. Two live regions exist from the first render
 * (content added to a region created at the same moment is often not announced): errors go
 * to an assertive `alert`, everything else to a polite `status`.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  duration = DEFAULT_TOAST_DURATION,
  closeLabel = 'Закрити',
}: ToastRegionProps) {
  const render = (toast: ToastData) => (
    <Toast
      key={toast.id}
      toast={toast}
      duration={toast.duration ?? duration}
      onDismiss={onDismiss}
      closeLabel={closeLabel}
    />
  );
  return (
    <div className={styles.region}>
      <div role="alert" aria-live="assertive" aria-atomic="false" className={styles.live}>
        {toasts.filter((t) => t.kind === 'error').map(render)}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false" className={styles.live}>
        {toasts.filter((t) => t.kind !== 'error').map(render)}
      </div>
    </div>
  );
}

function Toast({
  toast,
  duration,
  onDismiss,
  closeLabel,
}: {
  toast: ToastData;
  duration: number;
  onDismiss: (id: string) => void;
  closeLabel: string;
}) {
  const kind = toast.kind ?? 'info';
  const Icon = ICONS[kind];
  const [paused, setPaused] = useState(false);
  // Time left survives pauses: hovering or focusing a toast stops its clock (WCAG 2.2.1).
  const remaining = useRef(duration);
  const onDismissRef = useRef(onDismiss);

  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current) || remaining.current <= 0) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismissRef.current(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id]);

  return (
    <div
      className={cx(styles.toast, styles[kind])}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <span className={styles.icon}>
        <Icon size={20} />
      </span>
      <div className={styles.body}>
        {toast.title ? <p className={styles.title}>{toast.title}</p> : null}
        <p>{toast.message}</p>
        {toast.action ? <div className={styles.action}>{toast.action}</div> : null}
      </div>
      <IconButton label={closeLabel} icon={<CloseIcon size={20} />} onClick={() => onDismiss(toast.id)} />
    </div>
  );
}
