import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SavedDataNotice } from './saved-data-notice';

const SAVED_AT = Date.UTC(2026, 10, 30, 12, 32);

describe('SavedDataNotice', () => {
  it('says the data is the saved copy and when it was updated: the time today, the date on another day', () => {
    const { rerender } = render(<SavedDataNotice savedAt={SAVED_AT} offline now={Date.UTC(2026, 10, 30, 20, 0)} />);
    expect(screen.getByTestId('saved-data')).toHaveTextContent('Показуємо збережене. Оновлено о 14:32');
    // Past Kyiv's midnight (22:00 UTC) it is another day.
    rerender(<SavedDataNotice savedAt={SAVED_AT} offline={false} now={Date.UTC(2026, 10, 30, 22, 30)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Не вдалося оновити. Оновлено 30.11.2026 о 14:32');
  });

  it('renders nothing while the data on screen is fresh', () => {
    const { container } = render(<SavedDataNotice savedAt={null} offline />);
    expect(container).toBeEmptyDOMElement();
  });
});
