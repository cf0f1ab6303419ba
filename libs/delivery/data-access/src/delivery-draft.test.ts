import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyIpostAvailability, emptyDeliveryDraft, toDeliveryAddress, validateDelivery, type DeliveryDraft } from './delivery-draft';

const kyiv = { city_id: 'kyiv', label: 'Київ', province: 'Київська' };
const branch = { id: 'b1', label: 'Відділення №1', meta: { number: '1' } };

describe('delivery draft', () => {
  it('a branch delivery needs a city and a branch', () => {
    expect(validateDelivery(emptyDeliveryDraft())).toEqual({ city: 'Обери місто.', branch: 'Обери відділення.' });
    expect(toDeliveryAddress({ ...emptyDeliveryDraft(), city: kyiv, branch })).toEqual({ type: 1, city: kyiv, branch });
  });

  it('courier needs street and house; IPOST needs street, day and an ordered slot', () => {
    const courier: DeliveryDraft = { ...emptyDeliveryDraft(), type: 2, city: kyiv, street: 'Хрещатик', house: '1', flat: '' };
    expect(toDeliveryAddress(courier)).toEqual({ type: 2, city: kyiv, street: 'Хрещатик', house: '1', flat: '' });
    const ipost: DeliveryDraft = { ...courier, type: 3, day: '2026-11-23', timeFrom: '12:00', timeTo: '10:00' };
    expect(validateDelivery(ipost).timeTo).toBeDefined();
    expect(toDeliveryAddress({ ...ipost, timeTo: '14:00' })).toMatchObject({ type: 3, time_from: '12:00', time_to: '14:00' });
  });

  it('IPOST falls back to a branch when the city is not served, keeping the city', () => {
    const draft: DeliveryDraft = { ...emptyDeliveryDraft(), type: 3, city: kyiv, street: 'Х', day: '2026-11-23' };
    expect(applyIpostAvailability(draft, true)).toBe(draft);
    const fallback = applyIpostAvailability(draft, false, { ...branch, city_id: 'kyiv' });
    expect(fallback).toMatchObject({ type: 1, city: kyiv, branch });
    expect(applyIpostAvailability(draft, false, { ...branch, city_id: 'lviv' }).branch).toBeNull();
  });

  it('property: the fallback never leaves type 3 when unavailable and never touches other types', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3>, fc.boolean(), (type, available) => {
        const draft: DeliveryDraft = { ...emptyDeliveryDraft(), type, city: kyiv };
        const next = applyIpostAvailability(draft, available);
        if (type !== 3 || available) expect(next).toBe(draft);
        else expect(next.type).toBe(1);
        expect(next.city).toEqual(kyiv);
      }),
    );
  });
});
