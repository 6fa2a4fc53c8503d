export { fromBase64Url, toBase64Url } from './base64url';
export * from './disabled-serials';
export * from './fields';
export * from './keys';
export * from './serial-deltas';
export * from './url';
export * from './verify';
