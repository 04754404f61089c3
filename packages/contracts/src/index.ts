export * from './auth';
export * from './constants';
export * from './errors';
