import { useId, useState, type FormEvent } from 'react';
import { Button, FormAlert, Page, TextField, fieldBinder, useBusyAction } from '@cx/shared-ui';
import { validateDevice, type DeviceFormErrors, type DeviceInput } from '@cx/devices-data-access';
import type { BrandConfig } from '@cx/brand-contract';
import { messages } from './messages';
import styles from './devices.module.css';

const t = messages.reg;

/** A failure a field explains (`field`) or the form as a whole. */
export class DeviceRegFailure extends Error {
  constructor(
    message: string,
    readonly field?: keyof DeviceFormErrors,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DeviceRegFailure';
  }
}

export interface DeviceRegViewProps {
  /** The brand's {product}: the serial must be one of its serials. */
  product: BrandConfig['productKey'];
  /** The brand's devices: models offered while typing, the example serial and name of the hints. */
  devices: BrandConfig['devices'];
  /** YYYY-MM-DD in Kyiv: no purchase dates after it. */
  today: string;
  /** Rejects with a DeviceRegFailure; what was typed stays. */
  onRegister: (input: DeviceInput) => Promise<void>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : t.failed);

/** /device-reg: serial, model, an optional name and purchase date. */
export function DeviceRegView({ product, devices, today, onRegister }: DeviceRegViewProps) {
  const [values, setValues] = useState<Required<DeviceInput>>({ serial: '', model: '', name: '', purchasedAt: '' });
  const [errors, setErrors] = useState<DeviceFormErrors>({});
  const { busy, error: formError, run } = useBusyAction(describe);

  const set = (field: keyof DeviceInput, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const field = fieldBinder(values, errors, set);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateDevice(values, today, product);
    setErrors(found);
    if (Object.keys(found).length) return;
    await run(async () => {
      try {
        await onRegister(values);
      } catch (error) {
        // A field's failure is said next to it; anything else above the button.
        if (!(error instanceof DeviceRegFailure && error.field)) throw error;
        setErrors({ [error.field]: describe(error) });
      }
    });
  };

  return (
    <Page as="main" title={t.title}>
      <p className={styles.muted}>{t.intro}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t.serial}
          name="serial"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          hint={t.serialHint(devices.serialExample)}
          {...field('serial')}
        />
        <DeviceModelField value={values.model} error={errors.model} suggestions={devices.models} onChange={(model) => set('model', model)} />
        <TextField label={t.name} name="name" hint={t.nameHint(devices.nameExample)} {...field('name')} />
        <TextField label={t.purchasedAt} name="purchased_at" type="date" max={today} {...field('purchasedAt')} />
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" fullWidth loading={busy}>
          {t.submit}
        </Button>
      </form>
    </Page>
  );
}

/** The model, with the known model names offered while typing. */
function DeviceModelField({ value, error, suggestions, onChange }: { value: string; error?: string; suggestions: readonly string[]; onChange: (model: string) => void }) {
  const listId = useId();
  return (
    <>
      <TextField
        label={t.model}
        name="model"
        list={listId}
        autoComplete="off"
        hint={t.modelHint}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {suggestions.map((model) => (
          <option key={model} value={model} />
        ))}
      </datalist>
    </>
  );
}
