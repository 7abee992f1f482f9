export * from './calls.ts';
export * from './common-data.ts';
export * from './constants.ts';
export * from './entities.ts';
export * from './envelope.ts';
export * from './queries.ts';
export * from './transport.ts';
export * from './wechat-share.ts';
