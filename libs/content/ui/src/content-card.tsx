import type { ReactNode } from 'react';

export interface ContentCardProps {
  title: string;
  children?: ReactNode;
}

/** Presentational only: texts and data come in through props (no router, no queries here). */
export function ContentCard({ title, children }: ContentCardProps) {
  return (
    <article aria-label={title}>
      <h2>{title}</h2>
      {children}
    </article>
  );
}
