import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Branch, City } from '@cx/delivery-data-access';
import type { DeliveryAddress } from '@cx/profile-data-access';
import { AddressDetails, type AddressDetailsProps } from './address-section';
import { PersonalDetails } from './personal-section';
import { NewsConsent, ProfileView, VerificationStatus } from './profile-view';
import type { EmailChangeCalls } from './use-email-change';
import { customer } from './testing/fixtures';
import { ReferralView } from './referral-view';
import { VerificationOtherView, VerificationView } from './verification-view';

// These tests type and click through whole forms (user-event); on a busy machine that takes
// longer than Vitest's default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const kyiv: City = {
  city_id: 'kyiv',
  label: 'Київ',
  province: 'Київська обл.',
  delivery_city_id: 'd-kyiv',
  popular: true,
  meta: { MainDescription: 'Київ', Area: 'Київська', Region: '', DeliveryCity: 'd-kyiv' },
};
const lviv: City = { ...kyiv, city_id: 'lviv', label: 'Львів', province: 'Львівська обл.' };
const branch3: Branch = { id: 'kyiv-3', city_id: 'kyiv', label: 'Відділення №3', address: 'вул. Хрещатик, 22', meta: { number: '3' } };

type ProfileCalls = EmailChangeCalls & Omit<AddressDetailsProps, 'address'> & { onNewsConsent: (value: boolean) => Promise<void> };

/** The profile with every section's content there (what each section's ScreenBoundary shows once loaded). */
function renderProfile(overrides: Partial<ProfileCalls & { address: DeliveryAddress | null }> = {}) {
  const { address = null, ...given } = overrides;
  const props: ProfileCalls = {
    searchCities: vi.fn(async (q: string) => [kyiv, lviv].filter((city) => city.label.startsWith(q))),
    // By number, as the backend searches: the empty query's answer (the field's first search) must
    // not offer the branch the test then picks, or a slow run could pick it before '3' is searched.
    searchBranches: vi.fn(async (_cityId: string, q: string) => (q && branch3.meta.number.startsWith(q) ? [branch3] : [])),
    onSaveAddress: vi.fn(async () => undefined),
    onChangeEmail: vi.fn(async () => undefined),
    onConfirmEmail: vi.fn(async () => undefined),
    onNewsConsent: vi.fn(async () => undefined),
    ...given,
  };
  render(
    <ProfileView
      personal={<PersonalDetails customer={customer} onChangeEmail={props.onChangeEmail} onConfirmEmail={props.onConfirmEmail} />}
      address={
        <AddressDetails
          address={address}
          searchCities={props.searchCities}
          searchBranches={props.searchBranches}
          onSaveAddress={props.onSaveAddress}
        />
      }
      verification={<VerificationStatus ageVerified />}
      preferences={<NewsConsent newsConsent={false} onNewsConsent={props.onNewsConsent} />}
    />,
  );
  return props;
}

describe('ProfileView', () => {
  it('shows the customer and the links to the other profile screens', () => {
    renderProfile();
    expect(screen.getByText('Олена Коваленко')).toBeVisible();
    expect(screen.getByText('+380 67 111 22 33')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Мої пристрої' })).toHaveAttribute('href', '/my-devices');
    expect(screen.getByRole('link', { name: 'Запрошені друзі' })).toHaveAttribute('href', '/profile/referral');
    expect(screen.getByText('Вік підтверджено')).toBeVisible();
  });

  it('saves a branch address: city from the directory, then a branch by number', async () => {
    const props = renderProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Додати адресу' }));
    await user.type(screen.getByLabelText('Пошук міста'), 'Ки');
    await user.click(await screen.findByRole('button', { name: /Київ/ }));
    await user.type(screen.getByLabelText('Номер або адреса відділення'), '3');
    await user.click(await screen.findByRole('button', { name: /Відділення №3/ }));
    await user.click(screen.getByRole('button', { name: 'Зберегти адресу' }));
    expect(props.onSaveAddress).toHaveBeenCalledWith({
      type: 1,
      city: { city_id: 'kyiv', label: 'Київ', province: 'Київська обл.' },
      branch: { id: 'kyiv-3', label: 'Відділення №3', meta: { number: '3' } },
    });
    expect(props.searchBranches).toHaveBeenLastCalledWith('kyiv', '3');
  });

  it('explains what is missing in a courier address and keeps the input after a failure', async () => {
    const props = renderProfile({
      address: { type: 2, city: { city_id: 'lviv', label: 'Львів', province: '' }, street: 'вул. Городоцька', house: '', flat: '' },
      onSaveAddress: vi.fn(async () => {
        throw new Error('Немає з’єднання з інтернетом. Перевір мережу та спробуй ще раз.');
      }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Змінити адресу' }));
    await user.click(screen.getByRole('button', { name: 'Зберегти адресу' }));
    expect(screen.getByText('Вкажи номер будинку.')).toBeVisible();
    await user.type(screen.getByLabelText('Будинок'), '5');
    await user.click(screen.getByRole('button', { name: 'Зберегти адресу' }));
    expect(props.onSaveAddress).toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Немає з’єднання');
    expect(screen.getByLabelText('Вулиця')).toHaveValue('вул. Городоцька');
    expect(screen.getByLabelText('Будинок')).toHaveValue('5');
  });

  it('changes the e-mail with a code', async () => {
    const props = renderProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Змінити e-mail' }));
    await user.type(screen.getByLabelText('Новий e-mail'), 'olena@example.com');
    await user.click(screen.getByRole('button', { name: 'Надіслати код' }));
    expect(screen.getByText('Це твій поточний e-mail.')).toBeVisible();
    await user.clear(screen.getByLabelText('Новий e-mail'));
    await user.type(screen.getByLabelText('Новий e-mail'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Надіслати код' }));
    expect(props.onChangeEmail).toHaveBeenCalledWith('new@example.com');
    await user.type(await screen.findByLabelText('Код підтвердження'), '4321');
    await user.click(screen.getByRole('button', { name: 'Підтвердити' }));
    expect(props.onConfirmEmail).toHaveBeenCalledWith('4321');
  });
});

describe('verification', () => {
  it('offers the ways to confirm the age when it is not confirmed', () => {
    render(<VerificationView verified={false} page={null} />);
    expect(screen.getByRole('link', { name: 'Підтвердити, що мені є 18' })).toHaveAttribute('href', '/is18');
    expect(screen.getByRole('link', { name: 'Інший спосіб' })).toHaveAttribute('href', '/verification/other');
  });

  it('says when the age is confirmed', () => {
    render(<VerificationView verified />);
    expect(screen.getByRole('status')).toHaveTextContent('Вік підтверджено');
  });

  it('takes a request only from an adult with a chosen way', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<VerificationOtherView today="2026-11-22" request={null} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Дата народження'), '2010-05-01');
    await user.click(screen.getByRole('button', { name: 'Надіслати заявку' }));
    expect(screen.getByText(/18 років або більше/)).toBeVisible();
    expect(screen.getByText('Обери спосіб підтвердження.')).toBeVisible();
    await user.clear(screen.getByLabelText('Дата народження'));
    await user.type(screen.getByLabelText('Дата народження'), '1990-05-01');
    await user.click(screen.getByRole('radio', { name: 'У фірмовому магазині з документом' }));
    await user.click(screen.getByRole('button', { name: 'Надіслати заявку' }));
    expect(onSubmit).toHaveBeenCalledWith({ birthDate: '1990-05-01', method: 'store' });
  });
});

describe('ReferralView', () => {
  it('lists invited friends with their status and the XP total', () => {
    render(
      <ReferralView
        totalXp={300}
        referrals={[{ id: '1', name: 'Андрій М.', joined_at: '2026-10-22T10:00:00Z', status: 'rewarded', reward_xp: 300 }]}
      />,
    );
    const item = within(screen.getByRole('list', { name: 'Запрошені друзі' })).getByRole('listitem');
    expect(item).toHaveTextContent('Андрій М.');
    expect(item).toHaveTextContent('Бонус нараховано');
  });
});
