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
      {/* POST: a browser that submits the form itself (no JavaScript at all) never puts what was
          typed into the URL; with JavaScript, a submit before the app started is held and
          replayed (tools/vite/app-start.ts). */}
      <form ref={formRef} method="post" className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
      </form>
      {footer}
    </Page>
  );
}
