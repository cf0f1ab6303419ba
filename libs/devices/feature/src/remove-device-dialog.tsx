import { Button, Dialog, useBusyAction } from '@cx/shared-ui';
import type { Device } from '@cx/devices-data-access';
import { messages } from './messages';

const t = messages.list;
const describe = (error: unknown) => (error instanceof Error ? error.message : t.removeFailed);

export interface RemoveDeviceDialogProps {
  /** The device to remove; the dialog is open while there is one. */
  device: Device | null;
  /** Rejects with a Ukrainian message. */
  onRemove?: (device: Device) => Promise<void>;
  /** Removed, or the customer changed their mind. */
  onDone: () => void;
}

/** Asks before a device is removed; a failure is said in the dialog, which stays open. */
export function RemoveDeviceDialog({ device, onRemove, onDone }: RemoveDeviceDialogProps) {
  const { busy: removing, error: failure, setError: setFailure, run } = useBusyAction(describe);
  const close = () => {
    if (removing) return;
    onDone();
    setFailure(null);
  };
  const remove = async () => {
    if (!device || !onRemove) return;
    await run(async () => {
      await onRemove(device);
      onDone();
    });
  };
  return (
    <Dialog
      open={device !== null}
      onClose={close}
      title={t.confirmTitle}
      description={device ? t.confirmText(device.name || device.model, device.serial) : undefined}
      footer={
        <>
          {failure ? <p role="alert">{failure}</p> : null}
          <Button onClick={() => void remove()} loading={removing}>
            {t.confirm}
          </Button>
          <Button variant="secondary" onClick={close} disabled={removing}>
            {t.cancel}
          </Button>
        </>
      }
    />
  );
}
