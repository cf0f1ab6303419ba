import { useId, type Dispatch, type SetStateAction } from 'react';
import { CloseIcon, IconButton } from '@cx/shared-ui';
import { messages } from './messages';
import styles from './feedback.module.css';

export interface PhotoPickerProps {
  photos: File[];
  onPhotosChange: Dispatch<SetStateAction<File[]>>;
  /** Photos chosen again: their error goes. */
  onChosen: () => void;
  error?: string;
}

/** The photos to send: a file input adding to the list, each listed with a button removing it. */
export function PhotoPicker({ photos, onPhotosChange, onChosen, error }: PhotoPickerProps) {
  const id = useId();
  return (
    <div className={styles.photos}>
      <label htmlFor={`${id}-photos`} className={styles.legend}>
        {messages.photos}
      </label>
      <input
        id={`${id}-photos`}
        type="file"
        accept="image/*"
        multiple
        className={styles.file}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-photos-error` : undefined}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          onPhotosChange((current) => [...current, ...chosen]);
          onChosen();
        }}
      />
      {photos.length ? (
        <ul role="list" className={styles.photoList}>
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`} className={styles.photoItem}>
              <span className={styles.photoName}>{photo.name}</span>
              <IconButton
                label={messages.removePhoto(photo.name)}
                icon={<CloseIcon />}
                onClick={() => onPhotosChange((current) => current.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-photos-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
