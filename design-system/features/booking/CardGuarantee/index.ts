export * from './CardGuarantee.tsx';
