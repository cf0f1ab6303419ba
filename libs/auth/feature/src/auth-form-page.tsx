import type { FormEvent, ReactNode, Ref } from 'react';
import { Page } from '@cx/shared-ui';
import styles from './auth.module.css';

export interface AuthFormPageProps {
  title: string;
  /** The line above the form: what this step asks for. */
  lead: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent) => void;
  /** Above the lead: why the customer is here (the session ended). */
  before?: ReactNode;
  /** Under the form: links given by the screen. */
  footer?: ReactNode;
  children: ReactNode;
}

/** An auth step's page: its title, the lead, the form (validated by the app, not the browser), the links under it. */
export function AuthFormPage({ title, lead, formRef, onSubmit, before, footer, children }: AuthFormPageProps) {
  return (
    <Page as="main" title={title}>
      {before}
      <p className={styles.lead}>{lead}</p>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
      </form>
      {footer}
    </Page>
  );
}
