import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { HtmlContent } from './html-content';

describe('HtmlContent', () => {
  it('renders the HTML and routes links to the app’s own paths', () => {
    const onInternalLink = vi.fn();
    render(
      <HtmlContent
        sanitizedHtml='<p>Дивись <a href="/shop">каталог</a> і <a href="https://x.test" target="_blank" rel="noopener noreferrer">сайт</a></p>'
        onInternalLink={onInternalLink}
      />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'каталог' }));
    expect(onInternalLink).toHaveBeenCalledWith('/shop');

    const external = screen.getByRole('link', { name: 'сайт' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    external.dispatchEvent(click);
    expect(onInternalLink).toHaveBeenCalledTimes(1);
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    const onInternalLink = vi.fn();
    render(<HtmlContent sanitizedHtml='<a href="/faq">FAQ</a>' onInternalLink={onInternalLink} />);
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }), { ctrlKey: true });
    expect(onInternalLink).not.toHaveBeenCalled();
  });
});
