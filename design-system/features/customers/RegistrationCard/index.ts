export { RegistrationCard, type RegistrationCardProps } from './RegistrationCard.tsx';
