export * from './JobDetail.tsx';
