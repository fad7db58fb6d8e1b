export {
  FOOTER_SIGN_UP_BUTTON,
  FOOTER_SIGN_UP_HEADING,
  FOOTER_SIGN_UP_HREF,
  Footer,
  type FooterProps,
  type FooterSettings,
} from './Footer.tsx';
export { SocialIcon } from './SocialIcon.tsx';
