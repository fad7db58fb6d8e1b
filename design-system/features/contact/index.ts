export * from './ContactForm/index.ts';
