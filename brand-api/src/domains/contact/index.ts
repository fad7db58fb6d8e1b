/** The contact domain's public face: the contact types and reasons it seeds. */
export { SEED_CONTACT_REASONS, SEED_CONTACT_TYPES, seedContactContent } from './seed.ts';
