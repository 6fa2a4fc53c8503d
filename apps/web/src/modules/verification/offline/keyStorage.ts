/** Where the last key set from the server is kept, for checks without signal. */
export const KEY_SET_STORAGE_KEY = 'aptovial.certificateKeys';
