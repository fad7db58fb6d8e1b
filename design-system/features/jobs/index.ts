export * from './ApplyModal/index.ts';
export * from './JobDetail/index.ts';
export * from './JobList/index.ts';
export * from './jobSearch.ts';
