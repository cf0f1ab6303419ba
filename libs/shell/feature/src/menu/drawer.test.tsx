import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './drawer';

// <dialog> stands in for the browser through tools/vite/test-setup-dom.ts.
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Відкрити меню
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} label="Меню" closeLabel="Закрити меню" header="glo">
        <a href="/news">Новини</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a modal named by its label and closes with its close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Відкрити меню' }));
    expect(screen.getByRole('dialog', { name: 'Меню' })).toBeVisible();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Закрити меню' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Відкрити меню' });
    await userEvent.click(opener);
    screen.getByRole('link', { name: 'Новини' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
