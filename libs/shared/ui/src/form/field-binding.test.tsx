import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from '../text-field/text-field';
import { fieldBinder } from './field-binding';

interface Draft {
  name: string;
  email: string;
  agreed: boolean;
}

function Form({ errors = {} }: { errors?: Partial<Record<keyof Draft, string>> }) {
  const [values, setValues] = useState<Draft>({ name: 'Олена', email: '', agreed: false });
  const field = fieldBinder(values, errors, (key, value) => setValues((current) => ({ ...current, [key]: value })));
  return (
    <form>
      <TextField label="Ім’я" {...field('name')} />
      <TextField label="Пошта" {...field('email')} />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

describe('fieldBinder', () => {
  it('shows each field its value and writes what is typed back to its own key', async () => {
    render(<Form />);
    expect(screen.getByLabelText('Ім’я')).toHaveValue('Олена');
    await userEvent.type(screen.getByLabelText('Пошта'), 'a@b.ua');
    expect(screen.getByRole('status')).toHaveTextContent('{"name":"Олена","email":"a@b.ua","agreed":false}');
  });

  it('gives each field its own error', () => {
    render(<Form errors={{ email: 'Перевір пошту.' }} />);
    expect(screen.getByLabelText('Пошта')).toHaveAccessibleDescription('Перевір пошту.');
    expect(screen.getByLabelText('Ім’я')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
