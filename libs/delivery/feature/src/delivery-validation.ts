import { useEffect, useState } from 'react';
import { validateDelivery, type DeliveryDraft, type DeliveryErrors, type DeliveryField } from '@cx/delivery-data-access';

/**
 * The errors on screen after an edit: each shown error the edit fixed goes at once, one still
 * wrong keeps its current wording, and none is added before the next submit (no scolding while
 * the customer is still typing).
 */
export function reviseErrors(shown: DeliveryErrors, now: DeliveryErrors): DeliveryErrors {
  const kept: DeliveryErrors = {};
  for (const field of Object.keys(shown) as DeliveryField[]) {
    if (now[field]) kept[field] = now[field];
  }
  return kept;
}

const sameErrors = (a: DeliveryErrors, b: DeliveryErrors) =>
  Object.keys(a).length === Object.keys(b).length &&
  (Object.keys(a) as DeliveryField[]).every((field) => a[field] === b[field]);

/**
 * The step's validation: `check` on submit shows every error and counts the failed attempt (the
 * view then focuses the first invalid field and announces the errors); every edit of `draft`
 * clears what it fixed.
 */
export function useDeliveryValidation(draft: DeliveryDraft) {
  const [errors, setErrors] = useState<DeliveryErrors>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setErrors((shown) => {
      const revised = reviseErrors(shown, validateDelivery(draft));
      return sameErrors(shown, revised) ? shown : revised;
    });
  }, [draft]);

  const check = (current: DeliveryDraft): boolean => {
    const found = validateDelivery(current);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    setAttempt((count) => count + 1);
    return false;
  };

  return { errors, attempt, check };
}
