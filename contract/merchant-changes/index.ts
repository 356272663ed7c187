export * from './bank';
export * from './bindings';
export * from './kyc';
export * from './settlement';
