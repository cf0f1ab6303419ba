import type { ComponentType } from 'react';

/** Names the args give that the component has no prop for: a typo fails the typecheck. */
export type NoExtra<A, P> = { [K in Exclude<keyof A, keyof P>]: never };

/**
 * The component and default args of a story file's meta, the args checked against the
 * component's props. Spread it into the meta after the `title`: Storybook reads the title from
 * the file's source text, so that one stays a literal in each file:
 *
 *     const meta = { title: 'Shared/UI/Spinner', ...storyOf(Spinner, { size: 'md' }) };
 *     export default meta;
 *     type Story = StoryObj<typeof meta>;
 *
 * The args keep their literal type, so `StoryObj<typeof meta>` still asks each story for the
 * required props the meta does not give.
 */
export function storyOf<P, const A extends Partial<P> = object>(
  component: ComponentType<P>,
  args?: A & NoExtra<A, P>,
) {
  return { component, args: (args ?? {}) as A };
}

/** The same for a whole screen: edge to edge as the app shows it, not in the padded canvas. */
export function screenOf<P, const A extends Partial<P> = object>(
  component: ComponentType<P>,
  args?: A & NoExtra<A, P>,
) {
  return { ...storyOf(component, args), parameters: { layout: 'fullscreen' } };
}
