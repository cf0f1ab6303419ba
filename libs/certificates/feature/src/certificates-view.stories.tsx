import type { Meta, StoryObj } from '@storybook/react-vite';
import { CERT_CATEGORIES, type CertPartner } from '@cx/certificates-data-access';
import { ListSkeleton } from '@cx/content-ui';
import { LoadErrorView } from '@cx/shared-ui';
import { CertificatesView, PartnersList } from './certificates-view';
import { messages } from './messages';

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
  args: { categories: CERT_CATEGORIES, categoryId: 4, children: <PartnersList partners={partners} /> },
} satisfies Meta<typeof CertificatesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partners: Story = {};

export const WithNotice: Story = { args: { notice: 'Сертифікат діє 90 днів з дати покупки.' } };

// What the screen's ScreenBoundary shows while the partners load, and when they fail.
export const Loading: Story = { args: { children: <ListSkeleton rows={3} media /> } };

export const Offline: Story = {
  args: { children: <LoadErrorView kind="offline" title={messages.partnersError} onRetry={() => undefined} /> },
};

export const EmptyCategory: Story = { args: { categoryId: 6, children: <PartnersList partners={[]} /> } };
