import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import { useBrand } from '@cx/brand-contract';
import { DeviceRegFailure, DeviceRegView, type DeviceRegViewProps } from './device-reg-view';

/** The form of the brand chosen in the toolbar: its models, example serial and example name. */
function BrandDeviceRegView(props: Pick<DeviceRegViewProps, 'today' | 'onRegister'>) {
  const brand = useBrand();
  return <DeviceRegView {...props} product={brand.productKey} devices={brand.devices} />;
}

const meta = {
  title: 'Devices/Feature/DeviceRegView',
  ...storyOf(BrandDeviceRegView, {
    today: '2026-11-22',
    onRegister: async () => undefined,
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const FieldErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Зареєструвати' }));
    await expect(canvas.getByText('Введи серійний номер пристрою.')).toBeVisible();
  },
};

export const SerialTaken: Story = {
  args: {
    onRegister: async () => {
      throw new DeviceRegFailure('Пристрій з таким серійним номером уже зареєстровано', 'serial');
    },
  },
  play: async ({ canvas }) => {
    // The hint's example is a serial of the brand, so the form sends it.
    const example = /наприклад (\S+)\./.exec(canvas.getByText(/як на коробці/).textContent ?? '')?.[1] ?? '';
    await userEvent.type(canvas.getByLabelText('Серійний номер'), example);
    await userEvent.type(canvas.getByLabelText('Модель'), 'Модель X');
    await userEvent.click(canvas.getByRole('button', { name: 'Зареєструвати' }));
    await expect(await canvas.findByText('Пристрій з таким серійним номером уже зареєстровано')).toBeVisible();
  },
};
