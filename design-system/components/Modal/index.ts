export { Modal, ModalClose, type ModalProps } from './Modal.tsx';
export { MODAL_OPEN_CLASS, useModalOpenClass } from './useBodyClass.ts';
