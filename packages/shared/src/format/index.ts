export * from './dates';
export { BUSINESS_TIME_ZONE } from './dayjs';
export * from './people';
