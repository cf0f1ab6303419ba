import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeField } from './code-field';

describe('CodeField', () => {
  it('is one text input tuned for SMS codes', () => {
    render(<CodeField label="Код з SMS" length={4} />);
    const input = screen.getByRole('textbox', { name: 'Код з SMS' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '4');
  });

  it('keeps digits only and calls onComplete at full length', async () => {
    const onValueChange = vi.fn();
    const onComplete = vi.fn();
    render(
      <CodeField
        label="Код з SMS"
        length={4}
        onValueChange={onValueChange}
        onComplete={onComplete}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Код з SMS' });
    await userEvent.type(input, '1a2 3');
    expect(input).toHaveValue('123');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '4');
    expect(input).toHaveValue('1234');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
    expect(onValueChange).toHaveBeenLastCalledWith('1234');
  });

  it('cleans a pasted code', () => {
    const onComplete = vi.fn();
    render(<CodeField label="Код з SMS" length={6} onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Код з SMS' });
    fireEvent.change(input, { target: { value: '12 34-56' } });
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [code, setCode] = useState('9');
      return <CodeField label="Код з SMS" value={code} onValueChange={setCode} />;
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Код з SMS' });
    expect(input).toHaveValue('9');
    await userEvent.type(input, 'x8');
    expect(input).toHaveValue('98');
  });

  it('shows an error linked to the input', () => {
    render(<CodeField label="Код з SMS" error="Невірний код" hint="Код дійсний 10 хвилин" />);
    const input = screen.getByRole('textbox', { name: 'Код з SMS' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Невірний код Код дійсний 10 хвилин');
  });

  it('forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<CodeField label="Код з SMS" ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
  });
});
