import type { Meta, StoryObj } from '@storybook/react-vite';
import { CERT_CATEGORIES, type CertPartner } from '@cx/certificates-data-access';
import { CertificatesView } from './certificates-view';

const partners: CertPartner[] = [
  {
    id: 7,
    category_id: 4,
    name: 'Київстар',
    logo: null,
    description: 'Поповнення мобільного рахунку',
    nominals: [
      { amount: 50, price_xp: 500 },
      { amount: 100, price_xp: 1000 },
      { amount: 200, price_xp: 2000 },
    ],
  },
  {
    id: 8,
    category_id: 4,
    name: 'Vodafone',
    logo: null,
    description: 'Поповнення мобільного рахунку',
    nominals: [{ amount: 50, price_xp: 500 }],
  },
];

const meta = {
  title: 'Certificates/Feature/CertificatesView',
  component: CertificatesView,
  args: { categories: CERT_CATEGORIES, categoryId: 4, partners: { status: 'ready', partners } },
} satisfies Meta<typeof CertificatesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partners: Story = {};

export const WithNotice: Story = { args: { notice: 'Сертифікат діє 90 днів з дати покупки.' } };

export const Loading: Story = { args: { partners: { status: 'loading' } } };

export const Offline: Story = { args: { partners: { status: 'error', kind: 'offline', retry: () => undefined } } };

export const EmptyCategory: Story = { args: { categoryId: 6, partners: { status: 'ready', partners: [] } } };
