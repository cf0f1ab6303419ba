import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import type { QueuedScan } from '@cx/scan-data-access';
import { ScanningView } from './scanning-screen';

const waiting: QueuedScan = { key: 'scan-1', code: 'GLOTEST00014', product: 'glo', scannedAt: '2026-11-20T09:15:00.000Z', source: 'camera', attempts: 1 };
const queued: QueuedScan[] = [waiting];

const meta = {
  title: 'Scan/Feature/Scanning',
  ...storyOf(ScanningView, {
    camera: null,
    cameraMessage: 'Камеру не знайдено. Введи код з пачки вручну.',
    report: null,
    pending: [],
    onManualCode: fn(),
    onPhoto: fn(),
    onSync: fn(),
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const NoCameraManualEntry: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Код з пачки'), 'glo test 0001 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Надіслати код' }));
    await expect(args.onManualCode).toHaveBeenCalledWith('GLOTEST00014');
  },
};

export const InvalidCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Код з пачки'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Надіслати код' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(args.onManualCode).not.toHaveBeenCalled();
  },
};

export const Credited: Story = {
  args: {
    cameraMessage: null,
    report: {
      kind: 'credited',
      scan: waiting,
      result: {
        scan: { uuid: '00000000-0000-4000-8000-000000000001', code: 'GLOTEST00014', status: 'accepted', coins: 10, source: 'camera', created_at: '2026-11-20T09:15:00.000Z', image: null },
        credited: 10,
        balance: 365,
      },
    },
  },
};

export const QueuedOffline: Story = { args: { cameraMessage: null, report: { kind: 'queued', scan: waiting }, pending: queued } };

export const Duplicate: Story = { args: { cameraMessage: null, report: { kind: 'duplicate', scan: waiting, message: undefined } } };
