import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandConfig } from '@cx/brand-contract';
import { makeSerial } from '@cx/shared-util-format';
import { DevicesView } from './devices-view';
import { DeviceRegFailure, DeviceRegView } from './device-reg-view';

/** A brand's shipped device data, read from its brand JSON (a feature does not import a brand). */
function shippedBrand(id: 'glo' | 'ogo'): Pick<BrandConfig, 'productKey' | 'devices'> {
  const file = path.join(import.meta.dirname, `../../../brand/${id}/src/${id}.brand.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Pick<BrandConfig, 'productKey' | 'devices'>;
}

// These tests type and click through whole forms (user-event); on a busy machine that takes
// longer than Vitest's default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const device = {
  id: '1',
  serial: 'GHP-DEMO-0001',
  model: 'glo hyper pro',
  name: 'Мій glo',
  product: 'glo' as const,
  registered_at: '2026-10-15T10:00:00Z',
  warranty_until: '2027-10-13',
};

describe('DevicesView', () => {
  it('lists devices with serial, registration date and warranty', () => {
    render(<DevicesView devices={[device]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Мій glo' })).toBeVisible();
    expect(screen.getByText('GHP-DEMO-0001')).toBeVisible();
    expect(screen.getByText('13.10.2027')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Зареєструвати пристрій' })).toHaveAttribute('href', '/device-reg');
  });

  it('removes a device only after the customer confirms', async () => {
    const onRemove = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<DevicesView devices={[device]} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Видалити пристрій Мій glo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Видалити пристрій?' });
    expect(dialog).toHaveTextContent('GHP-DEMO-0001');
    await user.click(screen.getByRole('button', { name: 'Скасувати' }));
    expect(onRemove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Видалити пристрій Мій glo' }));
    await user.click(await screen.findByRole('button', { name: 'Так, видалити' }));
    expect(onRemove).toHaveBeenCalledWith(device);
  });

  it('keeps the confirmation open with the reason when removal fails', async () => {
    const onRemove = vi.fn(async () => {
      throw new Error('Пристрій не знайдено');
    });
    const user = userEvent.setup();
    render(<DevicesView devices={[device]} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Видалити пристрій Мій glo' }));
    await user.click(await screen.findByRole('button', { name: 'Так, видалити' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Пристрій не знайдено');
  });

  it('invites to register the first device', () => {
    render(<DevicesView devices={[]} />);
    expect(screen.getByRole('heading', { name: 'Ще немає пристроїв' })).toBeVisible();
  });
});

describe('DeviceRegView', () => {
  const renderForm = (brand = shippedBrand('glo')) => {
    const onRegister = vi.fn(async () => undefined);
    render(<DeviceRegView product={brand.productKey} devices={brand.devices} today="2026-11-22" onRegister={onRegister} />);
    return onRegister;
  };

  it('checks the fields before sending', async () => {
    const onRegister = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Зареєструвати' }));
    expect(screen.getByLabelText('Серійний номер')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Введи серійний номер пристрою.')).toBeVisible();
    expect(screen.getByText('Вкажи модель пристрою.')).toBeVisible();
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('sends the device, and shows a taken serial at the field with the input kept', async () => {
    const onRegister = renderForm();
    onRegister.mockRejectedValueOnce(
      new DeviceRegFailure('Пристрій з таким серійним номером уже зареєстровано', 'serial'),
    );
    const user = userEvent.setup();
    const serial = makeSerial('glo', 'HP', '1234ABCD');
    await user.type(screen.getByLabelText('Серійний номер'), serial);
    await user.type(screen.getByLabelText('Модель'), 'glo hyper pro');
    await user.click(screen.getByRole('button', { name: 'Зареєструвати' }));
    expect(onRegister).toHaveBeenCalledWith({ serial, model: 'glo hyper pro', name: '', purchasedAt: '' });
    expect(await screen.findByText('Пристрій з таким серійним номером уже зареєстровано')).toBeVisible();
    expect(screen.getByLabelText('Серійний номер')).toHaveValue(serial);
  });

  it.each(['glo', 'ogo'] as const)("%s: the hint's example serial is the brand's own, and the form sends it", async (id) => {
    const brand = shippedBrand(id);
    const onRegister = renderForm(brand);
    expect(screen.getByText(brand.devices.serialExample, { exact: false })).toBeVisible();
    expect(screen.getByText(`«${brand.devices.nameExample}»`, { exact: false })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Серійний номер'), brand.devices.serialExample);
    await user.type(screen.getByLabelText('Модель'), brand.devices.models[0] ?? '');
    await user.click(screen.getByRole('button', { name: 'Зареєструвати' }));
    expect(screen.getByLabelText('Серійний номер')).not.toHaveAttribute('aria-invalid', 'true');
    expect(onRegister).toHaveBeenCalledWith(expect.objectContaining({ serial: brand.devices.serialExample }));
  });

  it("refuses the other brand's example serial at the field, before sending", async () => {
    const onRegister = renderForm(shippedBrand('ogo'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Серійний номер'), shippedBrand('glo').devices.serialExample);
    await user.type(screen.getByLabelText('Модель'), 'Vuse ePod 2');
    await user.click(screen.getByRole('button', { name: 'Зареєструвати' }));
    expect(screen.getByLabelText('Серійний номер')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Це не серійний номер пристрою/)).toBeVisible();
    expect(onRegister).not.toHaveBeenCalled();
  });
});

describe("o'go's device screens", () => {
  const ogo = shippedBrand('ogo');

  it("say no 'glo': the form's hints, examples and offered models", () => {
    const { container } = render(
      <DeviceRegView product="ogo" devices={ogo.devices} today="2026-11-22" onRegister={async () => undefined} />,
    );
    expect(container.querySelectorAll('datalist option')).toHaveLength(ogo.devices.models.length);
    expect(container.textContent).toContain(ogo.devices.serialExample);
    expect(container.innerHTML).not.toMatch(/glo/i);
  });

  it("say no 'glo' in the list of o'go devices, nor when it is empty", () => {
    const ogoDevice = { ...device, serial: ogo.devices.serialExample, model: ogo.devices.models[0] ?? '', name: ogo.devices.nameExample, product: 'ogo' as const };
    const { container } = render(<DevicesView devices={[ogoDevice]} />);
    expect(screen.getByText(ogo.devices.serialExample)).toBeVisible();
    expect(container.innerHTML).not.toMatch(/glo/i);
    cleanup();
    expect(render(<DevicesView devices={[]} />).container.innerHTML).not.toMatch(/glo/i);
  });
});
