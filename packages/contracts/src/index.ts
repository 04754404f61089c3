export * from './auth';
export * from './constants';
export * from './dashboard';
export * from './errors';
export * from './health';
export * from './preferences';
export * from './recipe-images';
export * from './subscription';
