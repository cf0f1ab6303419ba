import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@cx/shared-util-storage';
import { forgetSiteLink, getSiteLink } from './site-link';

describe('full-site link (mlogin): single use, so minted for each use', () => {
  it('asks mlogin every time, never serving a link twice', async () => {
    const storage = createMemoryStorage();
    let n = 0;
    const fetchLink = vi.fn(async () => ({ url: `https://www.glo.example/sso/${++n}`, expiresIn: 300 }));
    await expect(getSiteLink(fetchLink, storage)).resolves.toBe('https://www.glo.example/sso/1');
    await expect(getSiteLink(fetchLink, storage)).resolves.toBe('https://www.glo.example/sso/2');
    expect(fetchLink).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing in storage and drops a link an older build kept', async () => {
    const storage = createMemoryStorage();
    storage.setItem('flag:site-link', JSON.stringify({ value: 'https://www.glo.example/sso/old', expiresAt: Date.now() + 60_000 }));
    const fetchLink = vi.fn(async () => ({ url: 'https://www.glo.example/sso/new', expiresIn: 300 }));
    await expect(getSiteLink(fetchLink, storage)).resolves.toBe('https://www.glo.example/sso/new');
    expect(storage.getItem('flag:site-link')).toBeNull();
  });

  it('forgetSiteLink clears a kept link (brand switch)', () => {
    const storage = createMemoryStorage();
    storage.setItem('flag:site-link', 'x');
    forgetSiteLink(storage);
    expect(storage.getItem('flag:site-link')).toBeNull();
  });
});
