import { useState } from 'react';
import { Button, Card } from '@cx/shared-ui';
import { formatDeliveryAddress, type DeliveryAddress } from '@cx/profile-data-access';
import { AddressForm, type AddressFormProps } from './address-form';
import { messages } from './messages';
import styles from './profile.module.css';

const t = messages.address;

export interface AddressDetailsProps extends Pick<AddressFormProps, 'searchCities' | 'searchBranches'> {
  /** The saved address, or null when there is none yet. */
  address: DeliveryAddress | null;
  /** Rejects with a Ukrainian message; what was typed stays. */
  onSaveAddress: (address: DeliveryAddress) => Promise<void>;
}

/**
 * The delivery address checkout offers, shown, added or edited: the address section's content
 * once it is there (the screen's ScreenBoundary around it).
 */
export function AddressDetails({ address, searchCities, searchBranches, onSaveAddress }: AddressDetailsProps) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <p className={styles.muted}>{t.hint}</p>
      {editing ? (
        <AddressForm
          initial={address}
          searchCities={searchCities}
          searchBranches={searchBranches}
          onSave={async (next) => {
            await onSaveAddress(next);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Card variant="outlined" padding="sm" className={styles.addressCard}>
          <p className={styles.chosenValue} data-testid="saved-address">
            {address ? formatDeliveryAddress(address) : t.none}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {address ? t.edit : t.add}
          </Button>
        </Card>
      )}
    </>
  );
}
