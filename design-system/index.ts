export * from './components/Button/index.ts';
export * from './components/Link/index.ts';
export * from './tokens/index.ts';
