import './locale';

export * from './auth';
export * from './errors';
export * from './lists';
export * from './reference';
export * from './registers';
export * from './users';
