import type { ReactNode } from 'react';

export interface ShopCardProps {
  title: string;
  children?: ReactNode;
}

/** Presentational only: texts and data come in through props (no router, no queries here). */
export function ShopCard({ title, children }: ShopCardProps) {
  return (
    <article aria-label={title}>
      <h2>{title}</h2>
      {children}
    </article>
  );
}
