export * from './business-days';
export * from './dates';
export { BUSINESS_TIME_ZONE } from './dayjs';
export * from './decimal';
export * from './people';
export * from './typed-days';
