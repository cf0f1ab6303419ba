import type { Decorator } from '@storybook/react-vite';
import { ToastRegion } from '@cx/shared-ui';
import { toast, TOAST_DURATION_MS, useToasts } from '@cx/shell-data-access';
import type { payOrder } from './use-place-order';

function Toasts() {
  return <ToastRegion toasts={useToasts()} onDismiss={toast.dismiss} duration={TOAST_DURATION_MS} />;
}

/** The app-wide toasts, as the shell shows them (starting with none). */
export const withToasts: Decorator = (Story) => {
  toast.clear();
  return (
    <>
      <Story />
      <Toasts />
    </>
  );
};

/** An api whose get-liqpay-link answers `success: false`, as the backend does for a failing link. */
export const failingPaymentLinkApi = {
  POST: async () => ({ data: { success: false, link: null }, error: undefined, response: new Response('{}') }),
} as unknown as Parameters<typeof payOrder>[0];
