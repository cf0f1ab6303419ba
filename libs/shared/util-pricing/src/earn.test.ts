import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EARN_RULES, earnXp, packsOf, unitEarnXp } from './earn';

describe('earn rules', () => {
  it('counts whole packs: a block is ten, twenty single sticks are one, a device none', () => {
    expect(packsOf({ quantity: 1, pieces: 200, piecesPerPack: 20 })).toBe(10);
    expect(packsOf({ quantity: 20, pieces: 1, piecesPerPack: 20 })).toBe(1);
    expect(packsOf({ quantity: 19, pieces: 1, piecesPerPack: 20 })).toBe(0);
    expect(packsOf({ quantity: 3, pieces: 1, piecesPerPack: null })).toBe(0);
  });

  it('glo: 1 XP for every whole 20 UAH; the block of 1 050 UAH earns 52, the pack of 105 UAH 5', () => {
    expect(unitEarnXp(EARN_RULES.glo, { price: 1050, pieces: 200, piecesPerPack: 20 })).toBe(52);
    expect(unitEarnXp(EARN_RULES.glo, { price: 105, pieces: 20, piecesPerPack: 20 })).toBe(5);
    expect(unitEarnXp(EARN_RULES.glo, { price: 19.99, pieces: null, piecesPerPack: null })).toBe(0);
  });

  it("o'go: 5 XP a pack whatever it costs", () => {
    expect(unitEarnXp(EARN_RULES.ogo, { price: 1050, pieces: 200, piecesPerPack: 20 })).toBe(50);
    expect(unitEarnXp(EARN_RULES.ogo, { price: 175, pieces: 20, piecesPerPack: 20 })).toBe(5);
    expect(unitEarnXp(EARN_RULES.ogo, { price: 899, pieces: 1, piecesPerPack: null })).toBe(0);
  });

  it('never earns a fraction or a negative figure, and more money or packs never earn less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.option(fc.integer({ min: 1, max: 200 })),
        (paidKopecks, more, quantity, pieces) => {
          for (const rule of [EARN_RULES.glo, EARN_RULES.ogo]) {
            const line = { paidKopecks, quantity, pieces, piecesPerPack: 20 };
            const xp = earnXp(rule, line);
            expect(Number.isInteger(xp)).toBe(true);
            expect(xp).toBeGreaterThanOrEqual(0);
            expect(earnXp(rule, { ...line, paidKopecks: paidKopecks + more, quantity: quantity + 1 })).toBeGreaterThanOrEqual(xp);
          }
        },
      ),
    );
  });
});
