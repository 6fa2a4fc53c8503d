export * from './catalogues/index';
export * from './format/index';
export * from './menu';
export * from './modes';
export * from './permissions';
export * from './proof/index';
export * from './routes';
export * from './schemas/index';
