import type { ReactNode } from 'react';
import { AlertIcon } from '../icons/icons';
import styles from './form-alert.module.css';

export interface FormAlertProps {
  /** The failure; nothing is rendered without it. */
  children?: ReactNode;
}

/** A form-level failure: announced (role="alert"), with the icon as well as the colour. */
export function FormAlert({ children }: FormAlertProps) {
  if (!children) return null;
  return (
    <p role="alert" className={styles.alert}>
      <AlertIcon size={18} />
      <span>{children}</span>
    </p>
  );
}
