import { Button } from '@cx/shared-ui';
import { messages } from './messages';
import styles from './profile.module.css';

const t = messages.address;

/** A choice made (city, branch), with the button that undoes it. */
export function Chosen({ label, value, change, onChange }: { label: string; value: string; change: string; onChange: () => void }) {
  return (
    <div className={styles.chosen}>
      <div>
        <p className={styles.chosenLabel}>{label}</p>
        <p className={styles.chosenValue}>{value}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onChange}>
        {change}
      </Button>
    </div>
  );
}

export interface Option {
  key: string;
  title: string;
  subtitle?: string;
  choose: () => void;
}

/** A search's answers as buttons; "searching" or `empty` in their place while there are none. */
export function Options({ label, items, busy, empty }: { label: string; items: Option[]; busy: boolean; empty: string | null }) {
  if (busy && items.length === 0) return <p className={styles.muted}>{t.searching}</p>;
  if (!busy && empty) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul role="list" className={styles.options} aria-label={label} aria-busy={busy || undefined}>
      {items.map((item) => (
        <li key={item.key}>
          <button type="button" className={styles.option} onClick={item.choose}>
            <span className={styles.optionTitle}>{item.title}</span>
            {item.subtitle ? <span className={styles.muted}>{item.subtitle}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
