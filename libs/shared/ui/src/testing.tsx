// Story helpers for views built on the UI library. Import from '@cx/shared-ui/testing' in stories
// only; the production entry (index.ts) never imports this file, so Storybook stays out of the
// app bundles.
import type { ComponentType, ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Page } from './layout/page';
import { storyOf, type NoExtra } from './story-meta';

/**
 * A story decorator: the view inside the page frame its screen gives it, the main landmark and
 * the heading the story's `pageTitle` parameter names (none where it is null or unset). A story
 * that shows another view of the file sets its own `pageTitle`.
 */
export const withPage: Decorator = (Story, { parameters }) => (
  <Page as="main" title={parameters['pageTitle'] as ReactNode}>
    <Story />
  </Page>
);

export { screenOf, storyOf } from './story-meta';

/**
 * The meta of a story of a screen's data part (the view a screen fills once its data is in):
 * the component and its args as `storyOf` gives them, inside the page frame `withPage` draws,
 * headed `pageTitle` as the screen is.
 */
export function pageViewOf<P, const A extends Partial<P> = object>(
  component: ComponentType<P>,
  pageTitle: ReactNode,
  args?: A & NoExtra<A, P>,
) {
  return { ...storyOf(component, args), decorators: [withPage], parameters: { pageTitle } };
}
