import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useBrand } from '@cx/brand-contract';
import { callbackSlots } from '@cx/checkout-data-access';
import { SuccessView, type SuccessViewProps } from './success-screen';
import { GLO_CAP, serverQuote } from './checkout-fixtures';
import { messages } from './messages';
import { withMemoryRouter } from '@cx/shared-routing/testing';
import { failingPaymentLinkApi, withToasts } from './story-support';
import { payOrder } from './use-place-order';

const m = messages.success;

/** The call-back slot kept as the screen keeps it. */
function SuccessPlayground(props: SuccessViewProps) {
  const [slotIndex, setSlotIndex] = useState(props.slotIndex);
  return (
    <SuccessView
      {...props}
      slotIndex={slotIndex}
      onSlotChange={(index) => {
        props.onSlotChange(index);
        setSlotIndex(index);
      }}
    />
  );
}

/** Slots offered at 10:15 Kyiv time: the rest of today from 11:00, then all of tomorrow. */
const SLOTS = callbackSlots(Date.parse('2026-11-21T08:15:00Z'));

const meta = {
  title: 'Checkout/Feature/Success',
  component: SuccessView,
  render: (args) => <SuccessPlayground {...args} />,
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    orderId: 5_812_344_001,
    orderNumber: 1042,
    card: false,
    paymentState: undefined,
    financialStatus: undefined,
    slots: SLOTS,
    slotIndex: 0,
    onSlotChange: fn(),
    canCallback: true,
    callbackPending: false,
    callbackSent: false,
    onCallback: fn(),
    onPay: fn(),
  },
} satisfies Meta<typeof SuccessView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cash on delivery: the number, no payment state, a call-back to order and the way on. */
export const Cash: Story = {
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByTestId('success-number')).toHaveTextContent('Замовлення №1042 оформлено.');
    await expect(canvas.queryByTestId('payment-state')).toBeNull();
    await expect(canvas.queryByRole('button', { name: m.pay })).toBeNull();
    await userEvent.selectOptions(await canvas.findByLabelText(m.slot), `${m.tomorrow}, 09:00–11:00`);
    await expect(args.onSlotChange).toHaveBeenCalledWith(SLOTS.findIndex((s) => s.day === 'tomorrow' && s.from === '09:00'));
    await userEvent.click(await canvas.findByRole('button', { name: m.callback }));
    await expect(args.onCallback).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('link', { name: m.history })).toHaveAttribute('href', '/history-order');
  },
};

/** Card, paid on the payment page. */
export const CardPaid: Story = {
  args: { card: true, paymentState: 'paid', financialStatus: 'paid' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('payment-state')).toHaveTextContent(m.paid);
    await expect(canvas.queryByRole('button', { name: m.pay })).toBeNull();
  },
};

/** Card, no answer from the payment page yet: paying again is offered. */
export const CardAwaitingPayment: Story = {
  args: { card: true, paymentState: 'pending', financialStatus: 'pending' },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByTestId('payment-state')).toHaveTextContent(m.pending);
    await userEvent.click(await canvas.findByRole('button', { name: m.pay }));
    await expect(args.onPay).toHaveBeenCalledWith(5_812_344_001);
  },
};

/** Card, status not known yet (the status call has not answered): awaiting, no button yet. */
export const CardStatusLoading: Story = {
  args: { card: true, orderNumber: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('payment-state')).toHaveTextContent(m.pending);
    await expect(canvas.queryByTestId('success-number')).toBeNull();
    await expect(canvas.queryByRole('button', { name: m.pay })).toBeNull();
  },
};

/** Card, declined on the payment page. */
export const CardDeclined: Story = {
  args: { card: true, paymentState: 'declined', financialStatus: 'pending', onPayCash: fn() },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(m.declinedTitle);
    await expect(await canvas.findByTestId('payment-state')).toHaveTextContent(m.declined);
    await expect(canvas.queryByText(m.title)).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: m.retryPay }));
    await expect(args.onPay).toHaveBeenCalledWith(5_812_344_001);
    await userEvent.click(await canvas.findByRole('button', { name: m.payCash }));
    await expect(args.onPayCash).toHaveBeenCalledWith(5_812_344_001);
  },
};

/** Cash chosen after the decline: on its way to the backend, the card button waits too. */
export const CardSwitchingToCash: Story = {
  args: { card: true, paymentState: 'declined', financialStatus: 'pending', onPayCash: fn(), payingCash: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('pay-cash')).toHaveTextContent(m.switchingToCash);
    await expect(await canvas.findByTestId('pay-again')).toBeDisabled();
    await expect(canvas.queryByTestId('pay-cash-error')).toBeNull();
  },
};

/** The backend did not take the switch to cash: the message stays beside both buttons. */
export const CardCashFailed: Story = {
  args: { card: true, paymentState: 'declined', financialStatus: 'pending', onPayCash: fn(), cashError: m.cashFailed },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.cashFailed);
    await expect(await canvas.findByRole('button', { name: m.retryPay })).toBeEnabled();
    await userEvent.click(await canvas.findByRole('button', { name: m.payCash }));
    await expect(args.onPayCash).toHaveBeenCalledWith(5_812_344_001);
    await expect(canvas.queryByTestId('cash-chosen')).toBeNull();
  },
};

/**
 * Card, and the payment link fails (get-liqpay-link answers success: false): the real payOrder
 * runs against that answer and shows the error toast; the order stays, awaiting payment.
 */
export const CardLinkFailed: Story = {
  decorators: [withToasts],
  args: { card: true, paymentState: 'pending', financialStatus: 'pending' },
  render: function Render(args) {
    const brand = useBrand();
    return (
      <SuccessPlayground
        {...args}
        onPay={(orderId) => void payOrder(failingPaymentLinkApi, { orderId, product: brand.productKey })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: m.pay }));
    await waitFor(() => expect(page.getByText(messages.checkout.payFailed)).toBeVisible());
    await expect(page.getByTestId('payment-state')).toHaveTextContent(m.pending);
  },
};

/** The call-back was asked for. */
export const CallbackSent: Story = {
  args: { callbackSent: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(m.callbackSent);
    await expect(canvas.queryByLabelText(m.slot)).toBeNull();
  },
};

/** Opened without an order (e.g. from an old link). */
export const NoOrder: Story = {
  args: { orderId: null, orderNumber: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.noOrder)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: m.toShop })).toHaveAttribute('href', '/shop');
  },
};

/** Bought with XP only: paid at once, no payment step; the summary is the server's. */
export const XpOrder: Story = {
  args: {
    paidWithXp: true,
    summary: serverQuote([GLO_CAP]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('payment-state')).toHaveTextContent('Оплачено XP');
    await expect(await canvas.findByTestId('success-xp')).toHaveTextContent('800 XP');
  },
};
