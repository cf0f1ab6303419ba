import type { MouseEvent } from 'react';
import styles from './html-content.module.css';

export interface HtmlContentProps {
  /** HTML that has ALREADY been sanitized (content-data-access does it before caching). */
  sanitizedHtml: string;
  /** Links to this app's own paths (`/shop`) go through the router instead of a reload. */
  onInternalLink?: (path: string) => void;
  className?: string;
}

/** CMS HTML (news, pages, FAQ answers) with the brand's typography. */
export function HtmlContent({ sanitizedHtml, onInternalLink, className }: HtmlContentProps) {
  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (!onInternalLink || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || anchor?.hasAttribute('target')) return;
    event.preventDefault();
    onInternalLink(href);
  }
  return (
    // The click handler only upgrades real <a> links inside; keyboard users activate those.
    <div
      className={[styles.prose, className].filter(Boolean).join(' ')}
      onClick={handleClick}
      dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
    />
  );
}
