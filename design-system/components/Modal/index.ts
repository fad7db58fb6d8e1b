export { Modal, ModalClose, type ModalProps } from './Modal.tsx';
export { PageOverlay } from './PageOverlay.tsx';
export { MODAL_OPEN_CLASS, SCROLL_LOCK_ATTRIBUTE, useModalOpenClass, useScrollLock } from './useBodyClass.ts';
