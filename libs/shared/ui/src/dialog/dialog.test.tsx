import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';
import { Dialog } from './dialog';

// <dialog> stands in for the browser through tools/vite/test-setup-dom.ts.
function Harness({ sheet = false, onClose }: { sheet?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const Modal = sheet ? BottomSheet : Dialog;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Видалити товар
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Видалити товар?"
        description="Товар зникне з кошика."
        footer={<button type="button">Так, видалити</button>}
      >
        <p>Вміст</p>
      </Modal>
    </>
  );
}

describe.each([
  ['Dialog', false],
  ['BottomSheet', true],
])('%s', (_name, sheet) => {
  it('opens as a modal named by its title and described by its description', async () => {
    render(<Harness sheet={sheet} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Видалити товар' }));
    const dialog = screen.getByRole('dialog', { name: 'Видалити товар?' });
    expect(dialog).toHaveAccessibleDescription('Товар зникне з кошика.');
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledOnce();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness sheet={sheet} onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Видалити товар' });
    await userEvent.click(opener);
    screen.getByRole('button', { name: 'Закрити' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the "Закрити" button', async () => {
    render(<Harness sheet={sheet} />);
    await userEvent.click(screen.getByRole('button', { name: 'Видалити товар' }));
    await userEvent.click(screen.getByRole('button', { name: 'Закрити' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    render(<Harness sheet={sheet} />);
    await userEvent.click(screen.getByRole('button', { name: 'Видалити товар' }));
    await userEvent.click(screen.getByText('Вміст'));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
