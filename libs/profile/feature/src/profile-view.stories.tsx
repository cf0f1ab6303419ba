import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import { LoadErrorView } from '@cx/shared-ui';
import type { Branch } from '@cx/delivery-data-access';
import { POPULAR_CITIES } from '@cx/delivery-data-access/testing';
import type { DeliveryAddress } from '@cx/profile-data-access';
import { AddressDetails } from './address-section';
import { SectionSkeleton } from './internal/section-skeleton';
import { messages } from './messages';
import { PersonalDetails } from './personal-section';
import { NewsConsent, ProfileView, VerificationStatus } from './profile-view';
import { customer } from './testing/fixtures';

const branches: Branch[] = [1, 3, 12].map((number) => ({
  id: `kyiv-${number}`,
  city_id: 'kyiv',
  label: `Відділення №${number}`,
  address: `вул. Хрещатик, ${number * 2}`,
  meta: { number: String(number) },
}));

const kyivBranch: DeliveryAddress = {
  type: 1,
  city: { city_id: 'kyiv', label: 'Київ', province: 'Київська обл.' },
  branch: { id: 'kyiv-3', label: 'Відділення №3', meta: { number: '3' } },
};

const saved = async () => undefined;

// The sections' contents, as the screen renders them inside each section's ScreenBoundary.
const personal = <PersonalDetails customer={customer} onChangeEmail={saved} onConfirmEmail={saved} />;
const address = (value: DeliveryAddress | null) => (
  <AddressDetails
    address={value}
    searchCities={async (q: string) => POPULAR_CITIES.filter((item) => item.label.startsWith(q))}
    searchBranches={async (_cityId: string, q: string) => branches.filter((item) => !q || item.meta.number === q)}
    onSaveAddress={saved}
  />
);

const meta = {
  title: 'Profile/Feature/ProfileView',
  ...storyOf(ProfileView, {
    personal,
    address: address(kyivBranch),
    verification: <VerificationStatus ageVerified />,
    preferences: <NewsConsent newsConsent onNewsConsent={saved} />,
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};

export const NoAddressNotVerified: Story = {
  args: {
    address: address(null),
    verification: <VerificationStatus ageVerified={false} />,
    preferences: <NewsConsent newsConsent={false} onNewsConsent={saved} />,
  },
};

/** What each section's ScreenBoundary shows while its data loads. */
export const Loading: Story = {
  args: {
    personal: <SectionSkeleton />,
    address: <SectionSkeleton />,
    verification: <VerificationStatus />,
    preferences: <NewsConsent onNewsConsent={saved} />,
  },
};

/** Sections that failed say so each on their own, with a retry; the rest of the profile stays. */
export const Offline: Story = {
  args: {
    personal: <LoadErrorView kind="offline" title={messages.personal.errorTitle} onRetry={() => undefined} />,
    address: <LoadErrorView kind="offline" title={messages.address.errorTitle} onRetry={() => undefined} />,
  },
};

export const EditingAddress: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Змінити адресу' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Змінити відділення' }));
    await expect(await canvas.findByRole('button', { name: /Відділення №12/ })).toBeVisible();
  },
};

export const CourierAddress: Story = {
  args: {
    address: address({ type: 2, city: { city_id: 'lviv', label: 'Львів', province: 'Львівська обл.' }, street: 'вул. Городоцька', house: '5', flat: '12' }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Змінити адресу' }));
    await expect(canvas.getByLabelText('Вулиця')).toHaveValue('вул. Городоцька');
  },
};
