import './locale';

export * from './auth';
export * from './errors';
export * from './reference';
