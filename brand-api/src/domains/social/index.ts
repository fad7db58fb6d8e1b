/** The social domain's public face: the photo feed it seeds. */
export { SEED_SOCIAL_MEDIA, seedSocialFeed } from './seed.ts';
