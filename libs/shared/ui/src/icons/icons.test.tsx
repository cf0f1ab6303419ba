import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';

describe('icons', () => {
  const entries = Object.entries(icons).filter(([name]) => name.endsWith('Icon'));

  it('exports the whole set', () => {
    expect(entries.map(([name]) => name).sort()).toEqual(
      [
        'AlertIcon',
        'ArrowLeftIcon',
        'BellIcon',
        'CameraIcon',
        'CartIcon',
        'CatalogueIcon',
        'CheckIcon',
        'ChevronRightIcon',
        'CloseIcon',
        'ExternalIcon',
        'GiftIcon',
        'HomeIcon',
        'MenuIcon',
        'MinusIcon',
        'OfflineIcon',
        'PlusIcon',
        'QrIcon',
        'ScanIcon',
        'ShareIcon',
        'StarIcon',
        'TrashIcon',
        'UserIcon',
      ].sort(),
    );
  });

  it.each(entries)('%s is decorative by default', (_name, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '24');
  });

  it('becomes an image with a name when given a title', () => {
    render(<icons.CartIcon title="Кошик" size={32} />);
    const img = screen.getByRole('img', { name: 'Кошик' });
    expect(img).toHaveAttribute('width', '32');
    expect(img).not.toHaveAttribute('aria-hidden');
  });
});
