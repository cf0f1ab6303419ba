import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is labelled, passes attributes through and takes typed text', async () => {
    render(<TextArea label="Коментар" name="comment" maxLength={500} />);
    const area = screen.getByRole('textbox', { name: 'Коментар' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('maxlength', '500');
    await userEvent.type(area, 'Все чудово');
    expect(area).toHaveValue('Все чудово');
    expect(area).not.toHaveAttribute('aria-invalid');
  });

  it('marks an error as invalid and is described by it, then the hint', () => {
    render(<TextArea label="Коментар" hint="До 500 символів" error="Напиши хоч кілька слів" />);
    const area = screen.getByRole('textbox', { name: 'Коментар' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Напиши хоч кілька слів До 500 символів');
  });
});
