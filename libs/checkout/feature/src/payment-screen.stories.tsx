import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PaymentView, type PaymentViewProps } from './payment-screen';
import { messages } from './messages';

/** The view with the chosen method kept as the checkout draft keeps it. */
function PaymentPlayground(props: PaymentViewProps) {
  const [payment, setPayment] = useState(props.payment);
  return (
    <PaymentView
      {...props}
      payment={payment}
      onChoose={(method) => {
        props.onChoose(method);
        setPayment(method);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/Feature/Payment',
  component: PaymentView,
  render: (args) => <PaymentPlayground {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { online: true, payment: 1, onChoose: fn(), onNext: fn() },
} satisfies Meta<typeof PaymentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cash on delivery (the default); choosing card shows what happens next. */
export const CashSelected: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Готівкою при отриманні' })).toBeChecked();
    await expect(canvas.queryByTestId('card-note')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Карткою онлайн' }));
    await expect(args.onChoose).toHaveBeenCalledWith(2);
    await expect(canvas.getByTestId('card-note')).toHaveTextContent(messages.payment.cardNote);
    await userEvent.click(canvas.getByTestId('payment-next'));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

/** Card online: the note says the payment page opens after the order is placed. */
export const CardSelected: Story = {
  args: { payment: 2 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Карткою онлайн' })).toBeChecked();
    await expect(canvas.getByTestId('card-note')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Готівкою при отриманні' }));
    await expect(args.onChoose).toHaveBeenCalledWith(1);
    await expect(canvas.queryByTestId('card-note')).toBeNull();
  },
};

/** No connection: the choice is kept, and the step says so. */
export const Offline: Story = {
  args: { online: false, payment: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('offline-notice')).toHaveTextContent(messages.checkout.offline);
  },
};
