import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '@cx/shared-ui/testing';
import { CERT_CATEGORIES, type CertPartner } from '@cx/certificates-data-access';
import { ListSkeleton } from '@cx/content-ui';
import { LoadErrorView } from '@cx/shared-ui';
import { CertificatesView, PartnersList } from './certificates-view';
import { messages } from './messages';
import { kyivstarPartner } from './testing/fixtures';

const partners: CertPartner[] = [
  kyivstarPartner,
  { ...kyivstarPartner, id: 8, name: 'Vodafone', nominals: [{ amount: 50, price_xp: 500 }] },
];

const meta = {
  title: 'Certificates/Feature/CertificatesView',
  ...storyOf(CertificatesView, { categories: CERT_CATEGORIES, categoryId: 4, children: <PartnersList partners={partners} /> }),
};

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
