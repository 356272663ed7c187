export * from './guardrails';
export * from './kinds';
export * from './requests';
