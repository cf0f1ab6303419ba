import { useId } from 'react';
import { StarIcon } from '@cx/shared-ui';
import type { Rating } from '@cx/feedback-data-access';
import { messages } from './messages';
import styles from './feedback.module.css';

const VALUES: readonly Rating[] = [1, 2, 3, 4, 5];

export interface RatingInputProps {
  value: Rating | null;
  onChange: (value: Rating) => void;
  error?: string;
  name?: string;
}

/** Five stars as a radio group: one tab stop, arrow keys between stars, each named "N з 5". */
export function RatingInput({ value, onChange, error, name }: RatingInputProps) {
  const id = useId();
  return (
    <fieldset className={styles.rating} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{messages.rating}</legend>
      <div className={styles.stars}>
        {VALUES.map((star) => (
          <label key={star} className={styles.star} data-on={value !== null && star <= value ? '' : undefined}>
            <input
              type="radio"
              name={name ?? `${id}-rating`}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className={styles.starInput}
              aria-label={messages.ratingOption(star)}
            />
            <StarIcon size={32} />
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
