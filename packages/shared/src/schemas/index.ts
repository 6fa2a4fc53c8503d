import './locale';

export * from './errors';
export * from './reference';
