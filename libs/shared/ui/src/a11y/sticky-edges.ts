import { useEffect, type RefObject } from 'react';

/**
 * Sticky and fixed bars at the edges of the viewport (the header at the top; a page's BottomBar
 * and the bottom navigation at the bottom) cover what scrolls under them. Each registers its
 * element here; their heights add up per edge into `--cx-sticky-top` / `--cx-sticky-bottom` on
 * <html>, which the global stylesheet turns into scroll-padding, so a control reached by Tab is
 * scrolled clear of every bar (WCAG 2.4.11). Measured, not assumed: at 200% text a bar is taller.
 */
export type Edge = 'top' | 'bottom';

const heights: Record<Edge, Map<Element, number>> = { top: new Map(), bottom: new Map() };

function publish(edge: Edge) {
  let total = 0;
  for (const height of heights[edge].values()) total += height;
  const style = document.documentElement.style;
  if (total > 0) style.setProperty(`--cx-sticky-${edge}`, `${Math.ceil(total)}px`);
  else style.removeProperty(`--cx-sticky-${edge}`);
}

/** Registers `element` as covering `edge` of the viewport until the returned cleanup runs. */
export function reserveEdge(element: Element, edge: Edge): () => void {
  const measure = (height: number) => {
    heights[edge].set(element, height);
    publish(edge);
  };
  const release = () => {
    heights[edge].delete(element);
    publish(edge);
  };
  if (typeof ResizeObserver === 'undefined') {
    measure(element.getBoundingClientRect().height);
    return release;
  }
  // The observer reports the first size itself, after the browser's own layout. Measuring here as
  // well forced a layout in the middle of the screen's first commit (the bottom navigation's
  // effect: ~3 ms of CPU, 12 ms on a 4x slower phone, in a profile of the home screen).
  const observer = new ResizeObserver((entries) => {
    const box = entries.at(-1)?.borderBoxSize?.[0];
    measure(box ? box.blockSize : element.getBoundingClientRect().height);
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    release();
  };
}

/** reserveEdge for the element in `ref` while the component is mounted (`enabled` false: not). */
export function useReserveEdge(ref: RefObject<Element | null>, edge: Edge, enabled = true): void {
  useEffect(() => {
    const element = ref.current;
    return element && enabled ? reserveEdge(element, edge) : undefined;
  }, [ref, edge, enabled]);
}
