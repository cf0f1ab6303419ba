import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import { DeviceRegFailure, DeviceRegView } from './device-reg-view';

const meta = {
  title: 'Devices/Feature/DeviceRegView',
  ...storyOf(DeviceRegView, {
    suggestions: ['glo hyper pro', 'glo hyper X2 air', 'glo hyper X2'],
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
    await userEvent.type(canvas.getByLabelText('Серійний номер'), 'GHP-DEMO-0001');
    await userEvent.type(canvas.getByLabelText('Модель'), 'glo hyper pro');
    await userEvent.click(canvas.getByRole('button', { name: 'Зареєструвати' }));
    await expect(await canvas.findByText('Пристрій з таким серійним номером уже зареєстровано')).toBeVisible();
  },
};
