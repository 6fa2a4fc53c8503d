export * from './auth';
export * from './certificates';
export * from './mail';
export * from './pre-registrations';
export * from './reference';
export * from './registers';
export * from './settings';
export * from './support';
