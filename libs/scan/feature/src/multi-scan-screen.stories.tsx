import type { StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import { MultiScanView } from './multi-scan-screen';

/** A 1×1 grey PNG: a picked photo without shipping one. */
const preview =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

const meta = {
  title: 'Scan/Feature/MultiScan',
  ...storyOf(MultiScanView, { previewUrl: null, state: { kind: 'idle' }, onPick: fn(), onSend: fn() }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const PickPhoto: Story = {};
export const Picked: Story = { args: { previewUrl: preview } };
export const Uploading: Story = { args: { previewUrl: preview, state: { kind: 'uploading', percent: 42 } } };
export const Found: Story = {
  args: {
    previewUrl: preview,
    state: {
      kind: 'done',
      result: {
        uuid: '00000000-0000-4000-8000-000000000009',
        status: 'recognised',
        scan_count: 7,
        coins: 10,
        codes: [
          { uuid: '00000000-0000-4000-8000-000000000010', code: 'MS0A1B2C3D4E5', status: 'accepted', coins: 10, source: 'multi', created_at: '2026-11-20T09:15:00.000Z', image: null },
          { uuid: '00000000-0000-4000-8000-000000000011', code: 'MS9F8E7D6C5B4', status: 'duplicate', coins: 0, source: 'multi', created_at: '2026-11-20T09:15:00.000Z', image: null },
        ],
      },
    },
  },
};
/** No recognition service has read the photo yet: it is kept, and XP follows the check. */
export const Pending: Story = {
  args: {
    previewUrl: preview,
    state: { kind: 'done', result: { uuid: '00000000-0000-4000-8000-000000000012', status: 'pending', scan_count: 7, coins: 0, codes: [] } },
  },
};
export const TooLarge: Story = {
  args: { previewUrl: preview, state: { kind: 'error', message: 'Фото завелике навіть після стиснення. Зменш його або зроби нове фото ближче.' } },
};
