import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './notice';

describe('Notice', () => {
  it('announces the text politely, findable by its test id', () => {
    render(<Notice data-testid="offline-notice">Немає з’єднання</Notice>);
    const notice = screen.getByRole('status');
    expect(notice.tagName).toBe('P');
    expect(notice).toHaveTextContent('Немає з’єднання');
    expect(notice).toHaveAttribute('data-testid', 'offline-notice');
  });

  it('renders nothing without a text', () => {
    const { container } = render(<Notice>{null}</Notice>);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
