import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { announcement } from '@cx/shared-ui';
import { branchRef, cityRef, emptyDeliveryDraft, type Branch, type City, type DeliveryDraft } from '@cx/delivery-data-access';
import { POPULAR_CITIES } from '@cx/delivery-data-access/testing';
import { DeliveryView, type DeliveryViewProps } from './delivery-screen';
import { useDeliveryValidation } from './delivery-validation';
import { BRANCHES, deliveryViewProps } from './testing/fixtures';
import { useDeliveryStep } from './use-delivery-step';

const [KYIV, , ODESA] = POPULAR_CITIES as [City, City, City];

const [, KYIV_5] = BRANCHES as [Branch, Branch];

const draft = (patch: Partial<DeliveryDraft>): DeliveryDraft => ({ ...emptyDeliveryDraft(), ...patch });

/** A handler that tells the story's spy first (what the play functions check), then the step. */
const both =
  <T,>(spy: (value: T) => void, own: (value: T) => void) =>
  (value: T) => {
    spy(value);
    own(value);
  };

/**
 * The view with the step's own state around it (type, city, branch, fields, validation), so a
 * story can be clicked through as in the app; the backend lists come from the fixtures.
 */
function DeliveryPlayground(props: DeliveryViewProps) {
  const [delivery, setDelivery] = useState(props.delivery);
  const update = both(props.onUpdate, (patch: Partial<DeliveryDraft>) => setDelivery((current) => ({ ...current, ...patch })));
  const { setFellBack: _, ...step } = useDeliveryStep(update, props.lastBranch, props);
  const { errors, attempt, check } = useDeliveryValidation(delivery);
  const query = step.cityQuery.trim().toLowerCase();
  const branchQuery = step.branchQuery.toLowerCase();
  const cities = props.cities.filter((c) => c.label.toLowerCase().startsWith(query));
  const branches = props.branches.filter(
    (b) =>
      b.city_id === delivery.city?.city_id &&
      (!branchQuery || b.meta.number === branchQuery || b.address.toLowerCase().includes(branchQuery)),
  );
  return (
    <DeliveryView
      {...props}
      {...step}
      delivery={delivery}
      errors={{ ...props.errors, ...errors }}
      errorAttempt={attempt}
      cities={cities}
      branches={branches}
      onUpdate={update}
      onChooseType={both(props.onChooseType, step.onChooseType)}
      onCityQueryChange={both(props.onCityQueryChange, step.onCityQueryChange)}
      onChooseCity={both(props.onChooseCity, step.onChooseCity)}
      onBranchQueryChange={both(props.onBranchQueryChange, step.onBranchQueryChange)}
      onNext={() => {
        if (check(delivery)) props.onNext();
      }}
    />
  );
}

const meta = {
  title: 'Delivery/Feature/Delivery',
  component: DeliveryView,
  render: (args) => <DeliveryPlayground {...args} />,
  parameters: { layout: 'fullscreen' },
  args: deliveryViewProps(fn),
} satisfies Meta<typeof DeliveryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Postal branch, no city yet: the popular cities; choosing Kyiv opens its branches. */
export const BranchChooseCity: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'У відділення' })).toBeChecked();
    await expect(canvas.getByText('Популярні міста')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Київ, Київська' }));
    await expect(args.onChooseCity).toHaveBeenCalledWith(KYIV);
    await expect(canvas.getByTestId('delivery-city')).toHaveTextContent('Київ');
    // Only Kyiv's branches are offered; choosing one marks it and names it above the list.
    await expect(canvas.queryByRole('radio', { name: /Дерибасівська/ })).toBeNull();
    // The city list is gone with the city chosen: focus is not dropped to the page.
    const fifth = canvas.getByRole('radio', { name: 'Відділення №5 — вул. Федорова, 32' });
    await userEvent.click(fifth);
    await expect(fifth).toBeChecked();
    // One group, one Tab stop: the arrow keys move the choice.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Відділення №12 — просп. Берестейський, 67' })).toBeChecked();
    await expect(canvas.getByTestId('delivery-branch')).toHaveTextContent('Відділення №12');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByTestId('delivery-branch')).toHaveTextContent('Відділення №5');
    await userEvent.click(canvas.getByTestId('delivery-next'));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

/** Kyiv and a branch chosen; the branch used last time is listed first. */
export const BranchChosen: Story = {
  args: {
    delivery: draft({ type: 1, city: cityRef(KYIV), branch: branchRef(KYIV_5) }),
    lastBranch: { ...branchRef(KYIV_5), city_id: 'kyiv' },
  },
  play: async ({ canvas }) => {
    const options = within(canvas.getByRole('group', { name: 'Обери відділення' })).getAllByRole('radio');
    await expect(options[0]).toHaveAccessibleName('Останнє відділення: Відділення №5 — вул. Федорова, 32');
    await expect(options[0]).toBeChecked();
  },
};

/** A branch search that matches nothing: said on screen and to screen readers. */
export const BranchNotFound: Story = {
  args: { delivery: draft({ type: 1, city: cityRef(KYIV) }), branchQuery: '999' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Відділень не знайдено.')).toBeVisible();
    await waitFor(() => expect(announcement()).toBe('Відділень не знайдено.'), { timeout: 3000 });
  },
};

/**
 * The step refuses to go on without a city: the error is tied to the field, focus moves there
 * and the error is announced; choosing a city clears it at once.
 */
export const BranchMissingCity: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByTestId('delivery-next'));
    const city = canvas.getByLabelText('Пошук міста');
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toHaveAccessibleDescription('Обери місто.');
    await waitFor(() => expect(city).toHaveFocus());
    await waitFor(() => expect(announcement('assertive')).toContain('Обери місто.'));
    await expect(args.onNext).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Київ, Київська' }));
    await expect(canvas.queryByText('Обери місто.')).toBeNull();
  },
};

/** Courier to the door: street, house and flat. */
export const Courier: Story = {
  args: { delivery: draft({ type: 2, city: cityRef(KYIV), street: 'вул. Саксаганського', house: '41', flat: '17' }) },
};

/** Switching from branch to courier replaces the branch picker with the address fields. */
export const ChoosingCourier: Story = {
  args: { delivery: draft({ type: 1, city: cityRef(KYIV) }) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Номер або адреса відділення')).toBeVisible();
    await expect(canvas.queryByLabelText('Вулиця')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Кур’єром' }));
    await expect(args.onChooseType).toHaveBeenCalledWith(2);
    await expect(canvas.getByLabelText('Вулиця')).toBeVisible();
    await expect(canvas.getByLabelText('Будинок')).toBeVisible();
    await expect(canvas.getByLabelText('Квартира')).toBeVisible();
    await expect(canvas.queryByLabelText('Номер або адреса відділення')).toBeNull();
    // Empty address: no step further, the street field is marked.
    await userEvent.click(canvas.getByTestId('delivery-next'));
    await expect(canvas.getByLabelText('Вулиця')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getByLabelText('Вулиця')).toHaveFocus());
    await expect(args.onNext).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Вулиця'), 'вул. Січових Стрільців');
    // Fixed, so the error goes while the house's stays until it is filled in.
    await expect(canvas.getByLabelText('Вулиця')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Будинок')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Квартира')).toHaveAttribute('autocomplete', 'address-line3');
    await userEvent.type(canvas.getByLabelText('Будинок'), '9');
    await userEvent.type(canvas.getByLabelText('Квартира'), '3');
    await userEvent.click(canvas.getByTestId('delivery-next'));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

/** IPOST: street and house, flat, a day and a time window. */
export const Ipost: Story = {
  args: {
    delivery: draft({ type: 3, city: cityRef(KYIV), street: 'вул. Хрещатик, 22', flat: '8', timeFrom: '10:00', timeTo: '14:00' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'IPOST' })).toBeChecked();
    // Three days to choose from, starting tomorrow.
    await expect(within(canvas.getByLabelText('День доставки')).getAllByRole('option')).toHaveLength(4);
    await expect(canvas.getByLabelText('Час з')).toHaveValue('10:00');
  },
};

/** Asking IPOST whether it serves the city: the next button waits. */
export const IpostChecking: Story = {
  args: { ...Ipost.args, checkingIpost: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Перевіряємо, чи доставляє IPOST у це місто…');
    await expect(canvas.getByTestId('delivery-next')).toBeDisabled();
  },
};

/** IPOST does not serve Odesa: the step fell back to a branch there and says so. */
export const IpostFallback: Story = {
  args: { delivery: draft({ type: 1, city: cityRef(ODESA) }), fellBack: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('IPOST не доставляє в це місто — обери відділення.');
    await expect(canvas.getByRole('radio', { name: 'У відділення' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Відділення №8 — вул. Дерибасівська, 12' })).toBeVisible();
  },
};

/** No connection: what was typed stays, and the step says so. */
export const Offline: Story = {
  args: { online: false, delivery: draft({ type: 2, city: cityRef(KYIV), street: 'вул. Саксаганського', house: '41' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('offline-notice')).toHaveTextContent('Немає з’єднання');
  },
};

/** The profile's saved address is offered; using it fills the step. */
export const SavedAddress: Story = {
  args: {
    savedAddress: { type: 2, city: cityRef(KYIV), street: 'вул. Саксаганського', house: '41', flat: '17' },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Використати' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ type: 2, street: 'вул. Саксаганського' }));
    await expect(canvas.getByRole('radio', { name: 'Кур’єром' })).toBeChecked();
    await expect(canvas.getByLabelText('Будинок')).toHaveValue('41');
  },
};

/** The city directory did not answer: said, with a retry (as the catalogue's lists). */
export const CitiesFailed: Story = {
  args: { cities: [], citiesFailed: true, onRetryCities: fn() },
};

/** Test only: the retry asks for the cities again (its own story, so CitiesFailed rests untouched). */
export const CitiesFailedRetry: Story = {
  name: 'Cities failed: retry (test)',
  args: CitiesFailed.args,
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Спробувати ще раз' }));
    await expect(args.onRetryCities).toHaveBeenCalledOnce();
  },
};
