import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { cityRef, emptyDeliveryDraft, type City } from '@cx/delivery-data-access';
import { POPULAR_CITIES } from '@cx/delivery-data-access/testing';
import { DeliveryView, type DeliveryViewProps } from './delivery-screen';
import { messages } from './messages';
import { BRANCHES, deliveryViewProps } from './testing/fixtures';

const KYIV = cityRef(POPULAR_CITIES[0] as City);

function props(patch: Partial<DeliveryViewProps> = {}): DeliveryViewProps {
  return {
    ...deliveryViewProps(vi.fn),
    delivery: { ...emptyDeliveryDraft(), city: KYIV },
    branches: BRANCHES.filter((branch) => branch.city_id === KYIV.city_id),
    ...patch,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

const branchButtons = () => screen.getAllByRole('radio', { name: /Відділення №/ }).map((radio) => radio.closest('label')?.textContent);

describe('DeliveryView', () => {
  it('lists the branch used last first in its city, until the customer searches', () => {
    const lastBranch = { id: 'kyiv-12', label: 'Відділення №12', meta: { number: '12' }, city_id: 'kyiv' };
    const { rerender } = render(<DeliveryView {...props({ lastBranch })} />);
    expect(branchButtons()[0]).toBe(`${messages.lastBranch}: Відділення №12 — просп. Берестейський, 67`);
    expect(branchButtons()).toHaveLength(4);
    rerender(<DeliveryView {...props({ lastBranch, branchQuery: 'вул' })} />);
    expect(branchButtons()).toEqual([
      'Відділення №1 — вул. Пирогівський шлях, 135',
      'Відділення №5 — вул. Федорова, 32',
      `${messages.lastBranch}: Відділення №12 — просп. Берестейський, 67`,
      'Відділення №31 — вул. Велика Васильківська, 113',
    ]);
  });

  it('passes the chosen branch and type up, and holds the next step while IPOST is asked', () => {
    const onUpdate = vi.fn();
    const onChooseType = vi.fn();
    const { rerender } = render(<DeliveryView {...props({ onUpdate, onChooseType })} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Відділення №5 — вул. Федорова, 32' }));
    expect(onUpdate).toHaveBeenCalledWith({ branch: { id: 'kyiv-5', label: 'Відділення №5', meta: { number: '5' } } });
    fireEvent.click(within(screen.getByRole('group', { name: messages.typeLegend })).getByRole('radio', { name: 'IPOST' }));
    expect(onChooseType).toHaveBeenCalledWith(3);
    rerender(<DeliveryView {...props({ delivery: { ...emptyDeliveryDraft(), type: 3, city: KYIV }, checkingIpost: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent(messages.checkingIpost);
    expect(screen.getByTestId('delivery-next')).toBeDisabled();
  });

  it('offers the next three Kyiv days by weekday and date, keeping the ISO day as the value', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 UTC on 30 November is already 1 December in Kyiv.
    vi.setSystemTime(new Date('2026-11-30T23:30:00Z'));
    const onUpdate = vi.fn();
    render(<DeliveryView {...props({ onUpdate, delivery: { ...emptyDeliveryDraft(), type: 3, city: KYIV } })} />);
    const day = screen.getByLabelText(messages.day);
    const options = within(day).getAllByRole('option').slice(1);
    expect(options.map((option) => option.textContent)).toEqual(['ср, 2 грудня', 'чт, 3 грудня', 'пт, 4 грудня']);
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04']);
    fireEvent.change(day, { target: { value: '2026-12-03' } });
    expect(onUpdate).toHaveBeenCalledWith({ day: '2026-12-03' });
  });

  it('announces the IPOST fallback as an alert', () => {
    render(<DeliveryView {...props({ fellBack: true })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.ipostFallback);
  });
});

describe('DeliveryView: lists that did not load', () => {
  it('says the city list failed and offers a retry, as the catalogue does', () => {
    const onRetryCities = vi.fn();
    render(<DeliveryView {...props({ delivery: emptyDeliveryDraft(), cities: [], citiesFailed: true, onRetryCities })} />);
    expect(screen.getByText(messages.loadError)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: messages.retry }));
    expect(onRetryCities).toHaveBeenCalledOnce();
  });

  it('says the branch list failed and offers a retry', () => {
    const onRetryBranches = vi.fn();
    render(<DeliveryView {...props({ branches: [], branchesFailed: true, onRetryBranches })} />);
    fireEvent.click(screen.getByRole('button', { name: messages.retry }));
    expect(onRetryBranches).toHaveBeenCalledOnce();
  });
});
