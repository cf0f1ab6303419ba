import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './notice';
import { OfflineNotice } from './offline-notice';

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

describe('OfflineNotice', () => {
  it('is the "offline-notice" status line while offline, and nothing online', () => {
    const { rerender, container } = render(<OfflineNotice online={false}>Немає з’єднання</OfflineNotice>);
    expect(screen.getByRole('status')).toHaveTextContent('Немає з’єднання');
    expect(screen.getByTestId('offline-notice')).toBe(screen.getByRole('status'));
    rerender(<OfflineNotice online>Немає з’єднання</OfflineNotice>);
    expect(container).toBeEmptyDOMElement();
  });
});
