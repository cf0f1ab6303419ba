import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellRoot } from './shell-root';

const never = new Promise<void>(() => undefined);

afterEach(() => vi.restoreAllMocks());

describe('ShellRoot', () => {
  it('shows nothing before the first screen is on view while online', () => {
    const { container } = render(<ShellRoot firstScreen={never} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offline, shows the banner at once, without waiting for the first screen', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<ShellRoot firstScreen={never} />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('Немає з’єднання з інтернетом');
  });
});
