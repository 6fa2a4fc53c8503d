export { fromBase64Url, toBase64Url } from './base64url';
export * from './fields';
export * from './keys';
export * from './url';
export * from './verify';
