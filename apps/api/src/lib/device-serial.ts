// The brands' serial rule is shared with the registration form (@cx/shared-util-format), so the
// form refuses what the backend refuses and each brand's printed example passes it.
export { isBrandSerial, makeSerial } from '@cx/shared-util-format';
