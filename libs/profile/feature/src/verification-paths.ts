/** The age verification's pages, as the verification views link them. */
export const IS18_PATH = '/is18';
export const VERIFICATION_OTHER_PATH = '/verification/other';
export const VERIFICATION_PATH = '/verification';
