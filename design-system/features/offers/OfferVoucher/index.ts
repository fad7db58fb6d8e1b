export { OfferVoucher, type OfferVoucherProps } from './OfferVoucher.tsx';
