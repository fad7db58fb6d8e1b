export * from './OfferVoucher/index.ts';
