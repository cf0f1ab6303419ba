/** Money is UAH with two decimals; every sum is done in whole kopecks so no float drift adds up. */
export const toKopecks = (uah: number): number => Math.round(uah * 100);
export const toUah = (kopecks: number): number => kopecks / 100;
