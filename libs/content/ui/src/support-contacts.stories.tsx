import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import { useBrand } from '@cx/brand-contract';
import { SupportContacts } from './support-contacts';

/** The contacts of the brand chosen in the toolbar, as the support screen shows them. */
function BrandSupportContacts() {
  return <SupportContacts support={useBrand().support} />;
}

const meta = { title: 'Content/Ui/SupportContacts', ...storyOf(BrandSupportContacts) };

export default meta;
type Story = StoryObj<typeof meta>;

export const OfTheBrand: Story = {
  play: async ({ canvas }) => {
    const phone = canvas.getAllByRole('link')[0];
    await expect(phone?.getAttribute('href')).toMatch(/^tel:\+380800\d{6}$/);
    // The shipped brands have no real support address yet: the line is left out, not faked.
    for (const link of canvas.queryAllByRole('link', { name: /@/ })) {
      await expect(link.getAttribute('href')).not.toMatch(/[@.](example(\.(com|org|net))?|test|invalid)$/);
    }
  },
};
