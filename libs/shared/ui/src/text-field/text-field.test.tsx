import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EmailField } from './email-field';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled and passes input attributes through', () => {
    render(
      <TextField
        label="Номер телефону"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        name="phone"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Номер телефону' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('name', 'phone');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('links prefix and hint through aria-describedby', () => {
    render(<TextField label="Номер телефону" prefix="+380" hint="9 цифр після +380" />);
    const input = screen.getByRole('textbox', { name: 'Номер телефону' });
    expect(input).toHaveAccessibleDescription('+380 9 цифр після +380');
  });

  it('marks an error as invalid and describes the field with it first', () => {
    render(
      <TextField
        label="Номер телефону"
        hint="9 цифр після +380"
        error="Введи номер повністю"
        aria-describedby="extra"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Номер телефону' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Введи номер повністю 9 цифр після +380');
    expect(input.getAttribute('aria-describedby')).toMatch(/ extra$/);
  });

  it('forwards the ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="E-mail" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="Ім'я" value={value} onChange={(e) => setValue(e.target.value)} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: "Ім'я" }), 'Олена');
    expect(screen.getByRole('status')).toHaveTextContent('Олена');
  });

  it('keeps a visually hidden label accessible', () => {
    render(<TextField label="Пошук" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Пошук' })).toBeInTheDocument();
  });
});

describe('EmailField', () => {
  it('asks for an e-mail address with its keyboard and autofill', () => {
    render(<EmailField label="Електронна пошта" name="email" maxLength={254} />);
    const input = screen.getByRole('textbox', { name: 'Електронна пошта' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('maxlength', '254');
  });
});
