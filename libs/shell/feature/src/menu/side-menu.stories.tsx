import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenOf } from '@cx/shared-ui/testing';
import { useBrand } from '@cx/brand-contract';
import { Button } from '@cx/shared-ui';
import { buildMenu } from './menu-items';
import { SideMenuView, type SideMenuViewProps } from './side-menu-view';

interface DemoArgs {
  ageVerified: boolean;
  canShare: boolean;
  /** Viewed on the sister brand's own host: no switch. */
  onSisterHost: boolean;
  switching: boolean;
  onNavigate: SideMenuViewProps['onNavigate'];
  onShare: SideMenuViewProps['onShare'];
  onBrandSwitch: SideMenuViewProps['onBrandSwitch'];
  onLogout: SideMenuViewProps['onLogout'];
}

/** The menu as the current brand (toolbar) shows it, behind the header's menu button. */
function Demo({ ageVerified, canShare, onSisterHost, switching, ...actions }: DemoArgs) {
  const brand = useBrand();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Меню
      </Button>
      <SideMenuView
        open={open}
        onClose={() => setOpen(false)}
        brandName={brand.displayName}
        entries={buildMenu(brand, { ageVerified, canShare })}
        currentPath="/"
        social={brand.social}
        fullSiteHref={brand.fullSiteUrl}
        brandSwitch={
          onSisterHost
            ? null
            : { label: `Перейти в ${brand.sister.displayName}`, href: `${brand.sister.origin}/` }
        }
        switching={switching}
        {...actions}
        onBrandSwitch={(event) => {
          event.preventDefault();
          actions.onBrandSwitch(event);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/Feature/SideMenu',
  ...screenOf(Demo, {
    ageVerified: true,
    canShare: true,
    onSisterHost: false,
    switching: false,
    onNavigate: fn(),
    onShare: fn(),
    onBrandSwitch: fn(),
    onLogout: fn(),
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Age-verified customer on a phone that can share: the brand's whole menu set. */
export const AgeVerified: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await page(canvasElement).findByRole('dialog', { name: 'Меню' });
    const nav = within(within(menu).getByRole('navigation', { name: 'Меню' }));
    await expect(nav.getByRole('link', { name: 'Головна' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /^Правила / })).toHaveAttribute('href', '/rules');
    await expect(nav.getByRole('button', { name: 'Поділитися застосунком' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Повна версія сайту' })).toBeVisible();
    await expect(within(menu).getByRole('button', { name: 'Вийти' })).toBeVisible();
    await userEvent.click(nav.getByRole('link', { name: 'Новини' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/news');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Spec §2: the rules appear only to age-verified customers. */
export const NotAgeVerified: Story = {
  args: { ageVerified: false },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement).findByRole('dialog', { name: 'Меню' });
    await expect(within(menu).queryByRole('link', { name: /^Правила / })).toBeNull();
  },
};

/** No Web Share API on this device: no share button. */
export const WithoutShare: Story = {
  args: { canShare: false },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement).findByRole('dialog', { name: 'Меню' });
    await expect(within(menu).queryByRole('button', { name: 'Поділитися застосунком' })).toBeNull();
  },
};

/** Spec §1: the switch is hidden on the sister brand's own host. */
export const OnSisterHost: Story = {
  args: { onSisterHost: true },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement).findByRole('dialog', { name: 'Меню' });
    await expect(within(menu).queryByTestId('brand-switch')).toBeNull();
  },
};

/** Asking the backend for the one-time handoff before leaving for the sister app. */
export const Switching: Story = {
  args: { switching: true },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement).findByRole('dialog', { name: 'Меню' });
    await expect(within(menu).getByTestId('brand-switch')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Logout is one button away; Escape closes the menu and focus goes back to its button. */
export const LogoutAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await page(canvasElement).findByRole('dialog', { name: 'Меню' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Вийти' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
