export * from './JobList.tsx';
