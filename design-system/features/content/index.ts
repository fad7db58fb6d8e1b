export * from './PageBuilder/index.ts';
