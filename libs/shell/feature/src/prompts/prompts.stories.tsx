import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenOf } from '@cx/shared-ui/testing';
import { useBrand } from '@cx/brand-contract';
import { InstallPrompt, type InstallPromptProps } from './install-prompt';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

function Install(props: Omit<InstallPromptProps, 'brandName'>) {
  return <InstallPrompt {...props} brandName={useBrand().displayName} />;
}

const meta = {
  title: 'Shell/Feature/Prompts',
  ...screenOf(Install, { offer: 'native', onInstall: fn(), onDismiss: fn(), placement: 'inline' }),
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Chromium can install: the app's own prompt, shown once. */
export const InstallNative: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Встановити' }));
    await expect(args.onInstall).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Не зараз' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** iOS Safari has no install event: the steps to add the app to the home screen. */
export const InstallIos: Story = {
  args: { offer: 'ios' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Обери «На початковий екран».')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Більше не показувати' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** A new version is waiting (registerType 'prompt'). */
export const Update: Story = {
  render: () => <UpdatePrompt onUpdate={fn()} onLater={fn()} />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Доступна нова версія' });
    await expect(within(region).getByRole('button', { name: 'Оновити' })).toBeVisible();
  },
};

/** The customer agreed during checkout: the update waits for the order to be placed. */
export const UpdateDeferred: Story = {
  render: () => <UpdatePrompt onUpdate={fn()} onLater={fn()} deferred />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('завершите поточну дію');
  },
};

export const Offline: Story = {
  render: () => <OfflineBanner online={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Немає з’єднання з інтернетом');
  },
};
