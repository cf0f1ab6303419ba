import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ComponentProps } from 'react';
import { useBrand } from '@cx/brand-contract';
import { storyOf } from '@cx/shared-ui/testing';
import { InviteFriendView } from './invite-friend-screen';

/** The invite of the brand chosen in the toolbar: its name and its own origin in the link. */
function BrandInvite(props: ComponentProps<typeof InviteFriendView>) {
  const brand = useBrand();
  const invite = props.invite && { ...props.invite, link: `${brand.origin}/registration?ref=${props.invite.memberGetMemberCode}` };
  return <InviteFriendView {...props} brandName={brand.displayName} invite={invite} />;
}

const meta = {
  title: 'Invite/Feature/InviteFriend',
  ...storyOf(BrandInvite, {
    invite: { memberGetMemberCode: 'REW-7K2Q9', link: 'http://localhost:4201/registration?ref=REW-7K2Q9' },
    brandName: 'glo',
    referrals: {
      referrals: [{ id: '1', name: 'Олена К.', joined_at: '2026-11-01T10:00:00.000Z', status: 'rewarded', reward_xp: 100 }],
      totalXp: 100,
    },
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const CodeAndQr: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('invite-code')).toHaveTextContent('REW-7K2Q9');
    await expect(canvas.getByRole('img', { name: /QR-код/ })).toBeVisible();
  },
};

export const ReferralsLoading: Story = { args: { referrals: undefined } };
