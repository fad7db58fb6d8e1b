export * from './MenuView/index.ts';
