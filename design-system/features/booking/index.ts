export * from './CardGuarantee/index.ts';
