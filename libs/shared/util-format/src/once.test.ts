import { describe, expect, it, vi } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('makes the value on the first call only, and not before it', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = once(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a falsy value too', () => {
    const make = vi.fn(() => 0);
    const value = once(make);
    expect([value(), value()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('the formatters', () => {
  it('are made on first use, not when the library loads; money and XP need none', async () => {
    const made = { DateTimeFormat: 0, NumberFormat: 0 };
    const originals = { DateTimeFormat: Intl.DateTimeFormat, NumberFormat: Intl.NumberFormat };
    for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
      const counted = new Proxy(originals[name], {
        construct(target, args) {
          made[name]++;
          return Reflect.construct(target, args);
        },
      });
      Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
    }
    try {
      vi.resetModules();
      const format = await import('./index');
      expect(made).toEqual({ DateTimeFormat: 0, NumberFormat: 0 });
      expect(format.formatXp(1250)).toBe('1\u00a0250\u00a0XP');
      expect(format.formatXp(3)).toBe('3\u00a0XP');
      expect(format.formatMoney(12.5)).toBe('12,50\u00a0грн');
      expect(made.NumberFormat).toBe(0);
      expect(format.formatDate('2026-11-21T22:30:00Z')).toBe('22.11.2026');
      expect(format.kyivTimeZone()).toMatch(/^Europe\/(Kyiv|Kiev)$/);
      const dates = made.DateTimeFormat;
      format.formatDateTime('2026-11-21T22:30:00Z');
      expect(made.DateTimeFormat).toBe(dates);
    } finally {
      for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
        Object.defineProperty(Intl, name, { value: originals[name], configurable: true, writable: true });
      }
    }
  });
});
