import './locale';

export * from './auth';
export * from './captcha';
export * from './certificates';
export * from './commissions';
export * from './errors';
export * from './lists';
export * from './lots';
export * from './names';
export * from './pre-registrations';
export * from './reference';
export * from './registers';
export * from './road-certificates';
export * from './road-medicine';
export * from './settings';
export * from './users';
