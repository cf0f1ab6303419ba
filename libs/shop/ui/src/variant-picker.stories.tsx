import { useState } from 'react';
import type { StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import { QuantityStepper } from './quantity-stepper';
import { VariantPicker, type VariantPickerProps } from './variant-picker';

function ControlledPicker(args: VariantPickerProps) {
  const [value, setValue] = useState(args.value);
  return <VariantPicker {...args} value={value} onChange={setValue} />;
}

function ControlledStepper() {
  const [count, setCount] = useState(1);
  return (
    <QuantityStepper
      value={count}
      itemLabel="neo Dark Tobacco"
      onIncrement={() => setCount((value) => value + 1)}
      onDecrement={() => setCount((value) => Math.max(1, value - 1))}
    />
  );
}

const meta = {
  title: 'Shop/UI/VariantPicker',
  ...storyOf(VariantPicker, {
    value: 1,
    onChange: fn(),
    variants: [
      { id: 1, title: 'Чорний онікс', available: true },
      { id: 2, title: 'Сапфіровий синій', available: true },
      { id: 3, title: 'Рубіновий', available: false },
    ],
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: (args) => <ControlledPicker {...args} />,
};

export const PackOrBlock: Story = {
  args: {
    variants: [
      { id: 1, title: 'Пачка (20 стіків)', available: true, hint: '105 грн' },
      { id: 2, title: 'Блок (10 пачок)', available: true, hint: '1 050 грн' },
    ],
  },
};

export const Stepper: Story = {
  render: () => <ControlledStepper />,
};
