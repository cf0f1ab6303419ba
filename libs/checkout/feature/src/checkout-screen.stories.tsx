import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useBrand } from '@cx/brand-contract';
import { SHIPPING_TITLES } from '@cx/checkout-data-access';
import { formatMoney } from '@cx/shared-util-format';
import { CheckoutView, type CheckoutViewProps } from './checkout-screen';
import { BY_COURIER, GLO_CAP, GLO_HYPER_X2, NEO_DARK_TOBACCO, TO_BRANCH, serverQuote } from './checkout-fixtures';
import { messages } from './messages';
import { withMemoryRouter } from '@cx/shared-routing/testing';
import { failingPaymentLinkApi, withToasts } from './story-support';
import { payOrder } from './use-place-order';

/** A formatted amount as toHaveTextContent compares it (its spaces normalised). */
const money = (uah: number) => formatMoney(uah).replace(/\s+/g, ' ');

type CheckoutStoryProps = Omit<CheckoutViewProps, 'figures' | 'problems'> & { problems?: readonly string[] };

/**
 * The review with the figures the server answers: free delivery once the brand's threshold is
 * reached (glo 399 грн, o'go 120 грн).
 */
function CheckoutStory(props: CheckoutStoryProps) {
  const brand = useBrand();
  const figures = serverQuote(props.lines, props.delivery?.type ?? 1, brand.freeDeliveryThreshold);
  return <CheckoutView {...props} figures={figures} problems={props.problems ?? []} />;
}

const meta = {
  title: 'Checkout/Feature/Checkout',
  component: CheckoutStory,
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    online: true,
    lines: [NEO_DARK_TOBACCO],
    delivery: TO_BRANCH,
    payment: 1,
    ready: true,
    phase: 'idle',
    onPlace: fn(),
  },
} satisfies Meta<typeof CheckoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One pack to a branch, cash: below the free-delivery threshold, the carrier's tariff applies. */
export const FreeDeliveryNotReached: Story = {
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByTestId('checkout-delivery')).toHaveTextContent('Київ');
    await expect(await canvas.findByTestId('checkout-delivery')).toHaveTextContent('Відділення №5');
    await expect(await canvas.findByTestId('checkout-payment')).toHaveTextContent('Готівкою при отриманні');
    await expect(await canvas.findByText('neo Dark Tobacco — Пачка (20 стіків) × 1')).toBeVisible();
    await expect(await canvas.findByText(SHIPPING_TITLES.postal)).toBeVisible();
    await expect(canvas.queryByText(messages.checkout.free)).toBeNull();
    await expect(await canvas.findByTestId('checkout-total')).toHaveTextContent(money(105));
    await userEvent.click(await canvas.findByTestId('place-order'));
    await expect(args.onPlace).toHaveBeenCalledOnce();
  },
};

/** A device, two packs and an XP item by courier, card: over the threshold, delivery is free. */
export const FreeDeliveryReached: Story = {
  args: {
    lines: [GLO_HYPER_X2, { ...NEO_DARK_TOBACCO, count: 2 }, GLO_CAP],
    delivery: BY_COURIER,
    payment: 2,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('checkout-payment')).toHaveTextContent('Карткою онлайн');
    await expect(await canvas.findByText('Фірмова кепка glo — Стандарт × 1')).toBeVisible();
    await expect((await canvas.findAllByText('800 XP'))[0]).toBeVisible();
    await expect(await canvas.findByText(SHIPPING_TITLES.free)).toBeVisible();
    await expect(await canvas.findByText(messages.checkout.free)).toBeVisible();
    await expect(await canvas.findByTestId('checkout-total')).toHaveTextContent(money(799 + 2 * 105));
  },
};

/** The server's quote refuses the order (XP short): the reason once, and the button waits, described by it. */
export const XpShort: Story = {
  args: { lines: [GLO_CAP], problems: ['Недостатньо XP'], blocked: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('alert')).toHaveLength(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Недостатньо XP');
    const button = await canvas.findByTestId('place-order');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Недостатньо XP');
  },
};

/** The order is being placed: the button says so and cannot be pressed twice. */
export const Submitting: Story = {
  args: { phase: 'placing' },
  play: async ({ args, canvas }) => {
    const button = await canvas.findByTestId('place-order');
    await expect(button).toHaveTextContent(messages.checkout.placing);
    // Busy, not disabled: it keeps focus and is announced as busy; a second press does nothing.
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPlace).not.toHaveBeenCalled();
  },
};

/**
 * Card, and the payment link fails once the order exists (get-liqpay-link answers success:
 * false): the real payOrder runs against that answer and the error toast says so.
 */
export const CardLinkFailing: Story = {
  decorators: [withToasts],
  args: { payment: 2 },
  render: function Render(args) {
    const brand = useBrand();
    return (
      <CheckoutStory
        {...args}
        onPlace={() => {
          args.onPlace();
          void payOrder(failingPaymentLinkApi, { orderId: 5_812_344_001, product: brand.productKey });
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByTestId('place-order'));
    await expect(args.onPlace).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.getByText(messages.checkout.payFailed)).toBeVisible());
  },
};

/** The answer to create-order was lost: the screen says the order is being looked for, and stays saying it. */
export const CheckingLostAnswer: Story = {
  args: { phase: 'checking', notice: 'checking' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('checkout-failure')).toHaveTextContent(messages.checkout.checking);
    await expect(await canvas.findByTestId('place-order')).toHaveTextContent(messages.checkout.checking);
  },
};

/** A failed attempt leaves its message on the screen beside the toast. */
export const FailedAttempt: Story = {
  args: { notice: 'failed' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('checkout-failure')).toHaveTextContent(messages.checkout.failed);
  },
};

/** The order exists and its payment link is on its way: the order is shown, not an empty cart. */
export const PreparingPayment: Story = {
  args: { lines: [], phase: 'paying', paying: { orderNumber: 1042, total: 105 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('checkout-placed')).toHaveTextContent('№1042');
    await expect(await canvas.findByTestId('payment-preparing')).toHaveTextContent(messages.checkout.preparingPayment);
    await expect(canvas.queryByText(messages.checkout.empty)).toBeNull();
  },
};

/** The delivery step is incomplete: an alert, a way back to it, and no placing. */
export const DeliveryMissing: Story = {
  args: { delivery: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.checkout.incomplete);
    await expect((await canvas.findAllByRole('link', { name: messages.checkout.edit }))[0]).toHaveAttribute('href', '/shop/delivery');
    await expect(await canvas.findByTestId('place-order')).toBeDisabled();
  },
};

/** No connection: the cart and the order are kept, and the review says so; the order waits for the connection. */
export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('offline-notice')).toHaveTextContent(messages.checkout.offline);
    await expect(await canvas.findByTestId('place-order')).toBeDisabled();
    await expect(await canvas.findByTestId('place-order')).toHaveAccessibleDescription(messages.checkout.offline);
  },
  args: { online: false },
};

/** The cart was emptied (e.g. the order was already placed in another tab). */
export const EmptyCart: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.checkout.empty)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: messages.checkout.toCatalogue })).toHaveAttribute('href', '/shop');
  },
};
