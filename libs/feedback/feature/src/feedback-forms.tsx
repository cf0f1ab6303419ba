import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, FormAlert, TextArea, useBusyAction } from '@cx/shared-ui';
import { formatDate, formatMoney } from '@cx/shared-util-format';
import { FEEDBACK_LIMITS, checkPhotos, type OfflineOrder, type Rating } from '@cx/feedback-data-access';
import { useOnlineStatus } from '@cx/shared-pwa';
import { RatingInput } from './rating-input';
import { messages } from './messages';
import { OrderChoice } from './order-choice';
import { PhotoPicker } from './photo-picker';
import styles from './feedback.module.css';

export interface OrderOption {
  id: number;
  label: string;
}

export interface OnlineFeedback {
  orderId: number;
  rating: Rating;
  text: string;
  photos: File[];
}

export interface OnlineFeedbackFormProps {
  orders: readonly OrderOption[];
  /** Rejects with a Ukrainian message to show; the typed input stays. */
  onSend: (feedback: OnlineFeedback) => Promise<void>;
}

interface FormErrors {
  order?: string;
  rating?: string;
  text?: string;
  photos?: string;
}

/** The screen's offline notice (FeedbackView), which the send buttons name as why they are off. */
export const FEEDBACK_OFFLINE_ID = 'feedback-offline';

/**
 * A form's send button: off without a connection, named by the screen's offline notice as the
 * reason (FeedbackView); what was written stays in the form meanwhile.
 */
function SendButton({ busy, fullWidth, children }: { busy: boolean; fullWidth?: boolean; children: string }) {
  const online = useOnlineStatus();
  return (
    <Button type="submit" fullWidth={fullWidth} loading={busy} disabled={!online} aria-describedby={online ? undefined : FEEDBACK_OFFLINE_ID}>
      {children}
    </Button>
  );
}

const describe = (error: unknown) => (error instanceof Error ? error.message : messages.errors.send);

/** What the online form lacks before it is sent (empty when nothing). */
function onlineFeedbackErrors(orders: readonly OrderOption[], orderId: number | null, rating: Rating | null, text: string, photos: File[]): FormErrors {
  const found: FormErrors = {};
  if (orderId === null || !orders.some((order) => order.id === orderId)) found.order = messages.errors.order;
  if (rating === null) found.rating = messages.errors.rating;
  if (text.length > FEEDBACK_LIMITS.textMaxLength) found.text = messages.errors.text;
  const photoProblem = checkPhotos(photos);
  if (photoProblem) found.photos = photoProblem;
  return found;
}

/** Feedback on an online order: which order, stars, a comment and up to five photos. */
export function OnlineFeedbackForm({ orders, onSend }: OnlineFeedbackFormProps) {
  const [orderId, setOrderId] = useState<number | null>(orders.length === 1 ? (orders[0]?.id ?? null) : null);
  const [rating, setRating] = useState<Rating | null>(null);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const { busy, error: formError, run } = useBusyAction(describe);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = onlineFeedbackErrors(orders, orderId, rating, text, photos);
    setErrors(found);
    setSent(false);
    if (Object.keys(found).length || orderId === null || rating === null) return;
    await run(async () => {
      await onSend({ orderId, rating, text: text.trim(), photos });
      setSent(true);
      setRating(null);
      setText('');
      setPhotos([]);
      setOrderId(null);
    });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {sent ? (
        <p role="status" className={styles.success}>
          {messages.online.sent}
        </p>
      ) : null}
      <OrderChoice orders={orders} value={orderId} onChange={setOrderId} error={errors.order} />
      <RatingInput value={rating} onChange={setRating} error={errors.rating} />
      <TextArea
        label={messages.text}
        name="text"
        value={text}
        maxLength={FEEDBACK_LIMITS.textMaxLength}
        hint={messages.textHint(FEEDBACK_LIMITS.textMaxLength - text.length)}
        error={errors.text}
        onChange={(event) => setText(event.target.value)}
      />
      <PhotoPicker
        photos={photos}
        onPhotosChange={setPhotos}
        onChosen={() => setErrors((current) => ({ ...current, photos: undefined }))}
        error={errors.photos}
      />
      <FormAlert>{formError}</FormAlert>
      <SendButton busy={busy} fullWidth>
        {messages.online.send}
      </SendButton>
    </form>
  );
}

export interface OfflineOrderItemProps {
  order: OfflineOrder;
  /** Rejects with a Ukrainian message to show; the typed input stays. */
  onSend: (feedback: { orderId: string; rating: Rating; text: string }) => Promise<void>;
}

/** One purchase in a brand store, with its own short feedback form. */
export function OfflineOrderItem({ order, onSend }: OfflineOrderItemProps) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState<Rating | null>(null);
  const [text, setText] = useState('');
  const [ratingError, setRatingError] = useState<string | undefined>();
  const { busy, error: formError, run } = useBusyAction(describe);
  const t = messages.offline;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (rating === null) {
      setRatingError(messages.errors.rating);
      return;
    }
    setRatingError(undefined);
    await run(async () => {
      await onSend({ orderId: order.id, rating, text: text.trim() });
      setOpen(false);
    });
  };

  return (
    <Card as="li" className={styles.offline}>
      <div className={styles.offlineHead}>
        <h3 className={styles.offlineTitle}>{order.store}</h3>
        {order.feedback_sent ? <Badge tone="success">{t.sent}</Badge> : null}
      </div>
      <p className={styles.muted}>{t.purchase(formatDate(order.date), formatMoney(order.total))}</p>
      {order.items.length ? (
        <p className={styles.muted}>{order.items.map((item) => `${item.title} × ${item.quantity}`).join(', ')}</p>
      ) : null}
      {!order.feedback_sent && !open ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t.rate}
        </Button>
      ) : null}
      {!order.feedback_sent && open ? (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <RatingInput value={rating} onChange={setRating} error={ratingError} />
          <TextArea
            label={messages.text}
            value={text}
            maxLength={FEEDBACK_LIMITS.textMaxLength}
            onChange={(event) => setText(event.target.value)}
          />
          <FormAlert>{formError}</FormAlert>
          <div className={styles.actions}>
            <SendButton busy={busy}>{t.send}</SendButton>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
