import { useEffect, type RefObject } from 'react';
import { announce } from './announce';
import { errorTextOf, focusElement, invalidControls } from './focus';

/**
 * The field-error pattern's last step. Each field ties its error to itself (TextField, CodeField:
 * aria-invalid plus aria-describedby); after a submit that failed, this moves focus to the first
 * invalid field within `container` and announces every error, assertively, once.
 *
 * `attempt` identifies the failed submit: a counter, or a key such as `${submits}|${error}`; a
 * falsy value does nothing. The effect runs after the render that drew the errors.
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null>, attempt: unknown): void {
  useEffect(() => {
    if (!attempt || !container.current) return;
    const invalid = invalidControls(container.current);
    if (invalid.length === 0) return;
    focusElement(invalid[0]);
    const text = invalid.map(errorTextOf).filter(Boolean).join(' ');
    if (text) announce(text, 'assertive');
  }, [attempt, container]);
}
