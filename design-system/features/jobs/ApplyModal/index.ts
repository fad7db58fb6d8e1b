export * from './ApplyModal.tsx';
export * from './applyErrors.ts';
export { type ApplyPhase, type ApplyStep, applySteps, useApplyModel } from './applyModel.ts';
