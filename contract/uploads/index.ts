export * from './limits';
export * from './rows';
export * from './validate';
export * from './deposit-rows';
export * from './p2p-rows';
export * from './status-preview';
