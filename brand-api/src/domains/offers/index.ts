/** The offers domain's public face: offers, the restaurants they run at and their voucher codes. */
export { SEED_OFFERS, seedOffers } from './seed.ts';
export { offerRunsOn, setOfferEnd } from './service.ts';
