export * from './rules.ts';
export * from './validators.ts';
export * from './messages.ts';
export * from './phone.ts';
export * from './quantity.ts';
