export * from './banks';
export * from './certificates';
export * from './people';
export * from './roles';
export * from './territory';
