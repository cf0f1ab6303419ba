export {
  STORAGE_KEYS,
  STORAGE_FLAGS,
  STORAGE_BRANDS,
  COOKIE_NAMES,
  isOtherBrandCookie,
  brandKey,
  type StorageBrand,
} from './storage-keys';
export { createBrokenStorage, createMemoryStorage, type StorageLike } from './storage';
export { clearAllExcept } from './clear-storage';
export { readWithExpiry, writeWithExpiry } from './expiry';
export { defaultStorage, readItem, readNumber, removeItem, writeItem } from './safe-storage';
export { bindStorage, type BoundStorage, type StorageDeps } from './bound-storage';
