import { useId } from 'react';
import { messages } from './messages';
import styles from './shop.module.css';

const m = messages.cart;

/** The order's comment, with its hint. */
export function CartComment({ value, onChange }: { value: string; onChange: (comment: string) => void }) {
  const commentId = useId();
  const hintId = useId();
  return (
    <div className={styles.comment}>
      <label htmlFor={commentId}>{m.comment}</label>
      <textarea
        id={commentId}
        aria-describedby={hintId}
        maxLength={2000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={hintId} className={styles.hint}>
        {m.commentHint}
      </span>
    </div>
  );
}
