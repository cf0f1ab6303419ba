import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDialogElement } from './use-dialog-element';

// <dialog> stands in for the browser through tools/vite/test-setup-dom.ts.
function Harness({ onClose, dismissOnBackdrop }: { onClose?: () => void; dismissOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  const dialogProps = useDialogElement({
    open,
    onClose: () => {
      onClose?.();
      setOpen(false);
    },
    dismissOnBackdrop,
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Меню
      </button>
      <dialog {...dialogProps} aria-label="Меню">
        {open ? (
          <>
            <p>Вміст</p>
            <button type="button">Усередині</button>
          </>
        ) : null}
      </dialog>
    </>
  );
}

describe('useDialogElement', () => {
  it('opens the <dialog> as a modal and locks the page scroll', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    expect(screen.getByRole('dialog', { name: 'Меню' })).toBeVisible();
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledOnce();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Меню' });
    await userEvent.click(opener);
    screen.getByRole('button', { name: 'Усередині' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(HTMLDialogElement.prototype.close).toHaveBeenCalled();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('turns the cancel event (Android back) into onClose instead of letting the browser close it', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('calls onClose when the browser closes the dialog on its own', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    fireEvent(screen.getByRole('dialog'), new Event('close'));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    await userEvent.click(screen.getByText('Вміст'));
    expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on a backdrop click when dismissOnBackdrop is false', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} dismissOnBackdrop={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
