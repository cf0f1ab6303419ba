/**
 * A route names its screen in its definition: `staticData: { title: 'Кошик' }`. The document
 * title is then "Кошик — glo" (WCAG 2.4.2), set by the root (RouteA11y). Screens whose title comes
 * with their data (a product, a news item, a CMS page) refine it with useDocumentTitle.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's name in the document title, before the brand's name. */
    title?: string;
  }
}

/** "<screen> — <brand>", or the brand alone for a route without a title. */
export function documentTitle(title: string | undefined, brandName: string): string {
  return title ? `${title} — ${brandName}` : brandName;
}

/** The title of the deepest matched route that has one. */
export function leafTitle(matches: ReadonlyArray<{ staticData?: { title?: string } }>): string | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const title = matches[index]?.staticData?.title;
    if (title) return title;
  }
  return undefined;
}
