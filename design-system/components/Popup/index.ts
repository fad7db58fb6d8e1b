export { Popup, type PopupImage, type PopupProps } from './Popup.tsx';
