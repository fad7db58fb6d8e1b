export * from './ApplyModal.tsx';
export * from './applyErrors.ts';
