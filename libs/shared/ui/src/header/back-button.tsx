import { IconButton } from '../icon-button/icon-button';
import { ArrowLeftIcon } from '../icons/arrow-left-icon';

export type BackButtonProps = { label?: string } & ({ href: string; onClick?: undefined } | { href?: undefined; onClick: () => void });

/**
 * A ready-made back control for Header's `back`: a link with `href`, a button with `onClick`,
 * named "Назад" unless `label` says more. (The app's own is a router link, shell-feature's
 * back-control.tsx.) Apart from Header, so that a header without a back arrow (the sign-in
 * flow's) comes without its code.
 */
export function BackButton({ label = 'Назад', ...target }: BackButtonProps) {
  return target.href !== undefined ? (
    <IconButton href={target.href} label={label} icon={<ArrowLeftIcon />} />
  ) : (
    <IconButton onClick={target.onClick} label={label} icon={<ArrowLeftIcon />} />
  );
}
