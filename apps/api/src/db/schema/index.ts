export * from './auth';
export * from './mail';
export * from './reference';
export * from './settings';
export * from './support';
