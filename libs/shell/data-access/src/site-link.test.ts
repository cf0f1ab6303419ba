import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@cx/shared-util-storage';
import { forgetSiteLink, getSiteLink } from './site-link';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('full-site link (mlogin, spec §9: 1800 s)', () => {
  it('asks mlogin once and serves the link for 1800 s', async () => {
    const storage = createMemoryStorage();
    const time = clock();
    const fetchLink = vi.fn(async () => ({ url: 'https://www.glo.example/sso?t=1', expiresIn: 3600 }));
    await expect(getSiteLink(fetchLink, storage, time)).resolves.toBe('https://www.glo.example/sso?t=1');
    time.advance(1_799_999);
    await getSiteLink(fetchLink, storage, time);
    expect(fetchLink).toHaveBeenCalledTimes(1);
    time.advance(1);
    await getSiteLink(fetchLink, storage, time);
    expect(fetchLink).toHaveBeenCalledTimes(2);
  });

  it('keeps a link no longer than the backend says it works', async () => {
    const storage = createMemoryStorage();
    const time = clock();
    const fetchLink = vi.fn(async () => ({ url: 'https://www.glo.example/sso', expiresIn: 300 }));
    await getSiteLink(fetchLink, storage, time);
    time.advance(300_000);
    await getSiteLink(fetchLink, storage, time);
    expect(fetchLink).toHaveBeenCalledTimes(2);
  });

  it('is forgotten on a brand switch', async () => {
    const storage = createMemoryStorage();
    const fetchLink = vi.fn(async () => ({ url: 'https://www.glo.example/sso', expiresIn: 3600 }));
    await getSiteLink(fetchLink, storage);
    forgetSiteLink(storage);
    await getSiteLink(fetchLink, storage);
    expect(fetchLink).toHaveBeenCalledTimes(2);
  });
});
