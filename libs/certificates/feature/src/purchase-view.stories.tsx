import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '@cx/shared-ui/testing';
import { PurchaseView } from './purchase-view';
import { kyivstarCertificate } from './testing/fixtures';

const empty = { firstName: '', lastName: '', email: '', pin: '', newPin: '', repeatPin: '', sms: '' };

const meta = {
  title: 'Certificates/Feature/PurchaseView',
  ...storyOf(PurchaseView, {
    open: true,
    partnerName: 'Київстар',
    amount: 50,
    priceXp: 500,
    step: 'enter-pin',
    values: empty,
    errors: {},
    onChange: () => undefined,
    onSubmit: () => undefined,
    onForgotPin: () => undefined,
    onResendSms: () => undefined,
    onClose: () => undefined,
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterPin: Story = {};

export const WrongPin: Story = { args: { values: { ...empty, pin: '1111' }, errors: { pin: 'Невірний PIN-код' } } };

export const NotEnoughXp: Story = {
  args: { values: { ...empty, pin: '1234' }, formError: 'Недостатньо XP для сертифіката' },
};

export const Register: Story = {
  args: { step: 'register', values: { ...empty, firstName: 'Олена', lastName: 'Коваленко', email: 'olena@example.com' } },
};

export const CreatePin: Story = { args: { step: 'create-pin' } };

export const SmsCode: Story = { args: { step: 'sms', values: { ...empty, newPin: '1234', repeatPin: '1234' } } };

export const Done: Story = {
  args: {
    step: 'done',
    result: {
      balance: 2265,
      certificate: kyivstarCertificate,
    },
  },
};
