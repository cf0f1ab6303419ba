import { Button, PageSection, Stack } from '@cx/shared-ui';
import { messages } from './messages';
import type { SuccessViewProps } from './success-screen';
import styles from './checkout.module.css';

const m = messages.success;

type SuccessCallbackSectionProps = Pick<
  SuccessViewProps,
  'slots' | 'slotIndex' | 'onSlotChange' | 'canCallback' | 'callbackPending' | 'callbackSent' | 'onCallback'
>;

/** Asks for a call back in a chosen time slot; once sent, says so instead. */
export function SuccessCallbackSection(props: SuccessCallbackSectionProps) {
  return (
    <PageSection title={m.callback}>
      {props.callbackSent ? (
        <p role="status">{m.callbackSent}</p>
      ) : (
        <Stack gap={2}>
          <label className={styles.field}>
            {m.slot}
            <select value={props.slotIndex} onChange={(event) => props.onSlotChange(Number(event.target.value))}>
              {props.slots.map((slot, index) => (
                <option key={`${slot.day}-${slot.from}`} value={index}>
                  {slot.day === 'today' ? m.today : m.tomorrow}, {slot.from}–{slot.to}
                </option>
              ))}
            </select>
          </label>
          <Button variant="secondary" disabled={props.callbackPending || !props.canCallback} onClick={props.onCallback}>
            {m.callback}
          </Button>
        </Stack>
      )}
    </PageSection>
  );
}
