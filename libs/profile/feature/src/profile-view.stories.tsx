import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Branch } from '@cx/delivery-data-access';
import { POPULAR_CITIES } from '@cx/delivery-data-access/testing';
import { ProfileView } from './profile-view';

const branches: Branch[] = [1, 3, 12].map((number) => ({
  id: `kyiv-${number}`,
  city_id: 'kyiv',
  label: `Відділення №${number}`,
  address: `вул. Хрещатик, ${number * 2}`,
  meta: { number: String(number) },
}));

const meta = {
  title: 'Profile/Feature/ProfileView',
  component: ProfileView,
  args: {
    customer: {
      status: 'ready',
      value: {
        id: 7100000000001,
        first_name: 'Олена',
        last_name: 'Коваленко',
        email: 'olena.demo@example.com',
        phone: '380671112233',
        note: null,
        tags: 'age_verified',
        orders_count: 3,
        total_spent: 2000,
        metafields: [],
      },
    },
    address: {
      status: 'ready',
      value: {
        type: 1,
        city: { city_id: 'kyiv', label: 'Київ', province: 'Київська обл.' },
        branch: { id: 'kyiv-3', label: 'Відділення №3', meta: { number: '3' } },
      },
    },
    ageVerified: true,
    newsConsent: true,
    searchCities: async (q: string) => POPULAR_CITIES.filter((item) => item.label.startsWith(q)),
    searchBranches: async (_cityId: string, q: string) => branches.filter((item) => !q || item.meta.number === q),
    onSaveAddress: async () => undefined,
    onChangeEmail: async () => undefined,
    onConfirmEmail: async () => undefined,
    onNewsConsent: async () => undefined,
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};

export const NoAddressNotVerified: Story = {
  args: { address: { status: 'ready', value: null }, ageVerified: false, newsConsent: false },
};

export const Loading: Story = {
  args: { customer: { status: 'loading' }, address: { status: 'loading' }, ageVerified: undefined, newsConsent: undefined },
};

export const Offline: Story = {
  args: {
    customer: { status: 'error', kind: 'offline', retry: () => undefined },
    address: { status: 'error', kind: 'offline', retry: () => undefined },
  },
};

export const EditingAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Змінити адресу' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Змінити відділення' }));
    await expect(await canvas.findByRole('button', { name: /Відділення №12/ })).toBeVisible();
  },
};

export const CourierAddress: Story = {
  args: {
    address: {
      status: 'ready',
      value: { type: 2, city: { city_id: 'lviv', label: 'Львів', province: 'Львівська обл.' }, street: 'вул. Городоцька', house: '5', flat: '12' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Змінити адресу' }));
    await expect(canvas.getByLabelText('Вулиця')).toHaveValue('вул. Городоцька');
  },
};
