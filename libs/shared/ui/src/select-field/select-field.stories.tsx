import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyOf } from '../story-meta';
import { SelectField } from './select-field';

const meta = {
  title: 'Shared/UI/SelectField',
  ...storyOf(SelectField, {
    label: 'День доставки',
    defaultValue: '',
    children: [
      <option key="" value="">
        —
      </option>,
      <option key="1" value="2026-11-26">
        26 листопада
      </option>,
      <option key="2" value="2026-11-27">
        27 листопада
      </option>,
    ],
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'День доставки' });
    await userEvent.selectOptions(select, '2026-11-27');
    await expect(select).toHaveValue('2026-11-27');
  },
};

/** The field-error pattern: aria-invalid, the error tied by aria-describedby. */
export const Invalid: Story = {
  args: { error: 'Обери день доставки.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'День доставки' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Обери день доставки.');
  },
};
