// Story helpers for views built on the UI library. Import from '@cx/shared-ui/testing' in stories
// only; the production entry (index.ts) never imports this file, so Storybook stays out of the
// app bundles.
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Page } from './layout/page';

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
