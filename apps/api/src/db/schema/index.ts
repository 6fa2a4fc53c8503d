export * from './reference';
export * from './settings';
