import type { BranchRef, CityRef, DeliveryAddress } from '@cx/api-client';

/** 1 postal branch, 2 courier to an address, 3 second carrier IPOST (spec §3). */
export type DeliveryType = 1 | 2 | 3;

/**
 * What the delivery step is filling in: every field of every type, typed, so switching the type
 * back and forth loses nothing and the draft survives a reload as it is.
 */
export interface DeliveryDraft {
  type: DeliveryType;
  city: CityRef | null;
  branch: BranchRef | null;
  street: string;
  house: string;
  flat: string;
  /** IPOST day, YYYY-MM-DD. */
  day: string;
  /** IPOST slot, HH:MM. */
  timeFrom: string;
  timeTo: string;
}

export const emptyDeliveryDraft = (): DeliveryDraft => ({
  type: 1,
  city: null,
  branch: null,
  street: '',
  house: '',
  flat: '',
  day: '',
  timeFrom: '',
  timeTo: '',
});

export type DeliveryField = 'city' | 'branch' | 'street' | 'house' | 'flat' | 'day' | 'timeFrom' | 'timeTo';
export type DeliveryErrors = Partial<Record<DeliveryField, string>>;

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Ukrainian field errors for the chosen type; empty when the draft can be ordered. */
export function validateDelivery(draft: DeliveryDraft): DeliveryErrors {
  const errors: DeliveryErrors = {};
  if (!draft.city) errors.city = 'Обери місто.';
  if (draft.type === 1 && !draft.branch) errors.branch = 'Обери відділення.';
  if (draft.type === 2 || draft.type === 3) {
    if (!draft.street.trim()) errors.street = 'Вкажи вулицю.';
    else if (draft.street.trim().length > 200) errors.street = 'Назва вулиці задовга (до 200 символів).';
    if (draft.flat.trim().length > 20) errors.flat = 'Номер квартири задовгий (до 20 символів).';
  }
  if (draft.type === 2) {
    if (!draft.house.trim()) errors.house = 'Вкажи номер будинку.';
    else if (draft.house.trim().length > 20) errors.house = 'Номер будинку задовгий (до 20 символів).';
  }
  if (draft.type === 3) {
    if (!DAY.test(draft.day)) errors.day = 'Обери день доставки.';
    if (!TIME.test(draft.timeFrom)) errors.timeFrom = 'Вкажи час «з».';
    if (!TIME.test(draft.timeTo)) errors.timeTo = 'Вкажи час «до».';
    else if (TIME.test(draft.timeFrom) && draft.timeTo <= draft.timeFrom) errors.timeTo = 'Час «до» має бути пізніше за «з».';
  }
  return errors;
}

/** The delivery state of the contract, or null while the draft is incomplete. */
export function toDeliveryAddress(draft: DeliveryDraft): DeliveryAddress | null {
  if (Object.keys(validateDelivery(draft)).length > 0 || !draft.city) return null;
  const city = draft.city;
  switch (draft.type) {
    case 1:
      return draft.branch ? { type: 1, city, branch: draft.branch } : null;
    case 2:
      return { type: 2, city, street: draft.street.trim(), house: draft.house.trim(), flat: draft.flat.trim() };
    case 3:
      return {
        type: 3,
        city,
        street: draft.street.trim(),
        flat: draft.flat.trim(),
        day: draft.day,
        time_from: draft.timeFrom,
        time_to: draft.timeTo,
      } as DeliveryAddress;
  }
}

/** A saved /profile address as a draft (offered at checkout). */
export function draftFromAddress(address: DeliveryAddress): DeliveryDraft {
  const draft = { ...emptyDeliveryDraft(), type: address.type, city: address.city } as DeliveryDraft;
  if (address.type === 1) draft.branch = address.branch;
  if (address.type === 2) Object.assign(draft, { street: address.street, house: address.house, flat: address.flat ?? '' });
  if (address.type === 3) {
    const ipost = address as unknown as { street: string; flat?: string; day?: string; time_from?: string; time_to?: string };
    Object.assign(draft, {
      street: ipost.street,
      flat: ipost.flat ?? '',
      day: ipost.day ?? '',
      timeFrom: ipost.time_from ?? '',
      timeTo: ipost.time_to ?? '',
    });
  }
  return draft;
}

/**
 * Spec §4: IPOST (type 3) falls back to a postal branch (type 1) when the carrier does not serve
 * the city. The city stays; the remembered branch is used when it is in that city.
 */
export function applyIpostAvailability(
  draft: DeliveryDraft,
  available: boolean,
  lastBranch: (BranchRef & { city_id?: string }) | null = null,
): DeliveryDraft {
  if (draft.type !== 3 || available) return draft;
  const branch = lastBranch && draft.city && lastBranch.city_id === draft.city.city_id ? stripCity(lastBranch) : draft.branch;
  return { ...draft, type: 1, branch };
}

function stripCity(branch: BranchRef & { city_id?: string }): BranchRef {
  return { id: branch.id, label: branch.label, meta: { number: branch.meta.number } };
}
