import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './form-alert';

describe('FormAlert', () => {
  it('announces the failure with an icon beside the text', () => {
    render(<FormAlert>Не вдалося зберегти. Спробуй ще раз</FormAlert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не вдалося зберегти. Спробуй ще раз');
    expect(alert.querySelector('svg')).not.toBeNull();
  });

  it('renders nothing without a failure', () => {
    const { container } = render(<FormAlert>{null}</FormAlert>);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
