import { useState } from 'react';
import { Button, Card } from '@cx/shared-ui';
import { formatDeliveryAddress, type DeliveryAddress } from '@cx/profile-data-access';
import { AddressForm, type AddressFormProps } from './address-form';
import { LoadableSection } from './internal/loadable-section';
import type { Loadable } from './internal/loadable';
import { messages } from './messages';
import styles from './profile.module.css';

const t = messages.address;

export interface AddressSectionProps extends Pick<AddressFormProps, 'searchCities' | 'searchBranches'> {
  address: Loadable<DeliveryAddress | null>;
  /** Rejects with a Ukrainian message; what was typed stays. */
  onSaveAddress: (address: DeliveryAddress) => Promise<void>;
}

/** The delivery address checkout offers: shown, added or edited. */
export function AddressSection({ address, searchCities, searchBranches, onSaveAddress }: AddressSectionProps) {
  const [editing, setEditing] = useState(false);
  return (
    <LoadableSection title={t.title} errorTitle={t.errorTitle} data={address}>
      {(saved) => (
        <>
          <p className={styles.muted}>{t.hint}</p>
          {editing ? (
            <AddressForm
              initial={saved}
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
                {saved ? formatDeliveryAddress(saved) : t.none}
              </p>
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                {saved ? t.edit : t.add}
              </Button>
            </Card>
          )}
        </>
      )}
    </LoadableSection>
  );
}
