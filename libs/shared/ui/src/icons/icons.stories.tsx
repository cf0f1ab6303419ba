import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '../story-meta';
import type { ComponentType } from 'react';
import * as icons from './icons';

const all = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as Array<
  [string, ComponentType<icons.IconProps>]
>;

function Gallery({ size }: { size: number }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {all.map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
          <Icon size={size} />
          <code style={{ fontSize: 12 }}>{name.replace(/Icon$/, '')}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'Shared/UI/Icon', ...storyOf(Gallery, { size: 24 }) };

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const Large: Story = { args: { size: 40 } };

export const Labelled: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', color: 'var(--cx-color-danger)' }}>
      <icons.AlertIcon title="Помилка" />
      Іконка з доступною назвою (role=img)
    </p>
  ),
};
