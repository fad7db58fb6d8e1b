/**
 * The content service's editor vocabulary (docs/content.md), in three parts: what a page may hold and the words an
 * editor reads (content-vocabulary.ts), a draft's problems (content-problems.ts) and how two versions differ tile by
 * tile (content-changes.ts).
 */
export * from './content-changes.ts';
export * from './content-problems.ts';
export * from './content-vocabulary.ts';
