export { Modal, type ModalProps } from './modal';
export { COMPONENT_ID as MODAL_ID, type ModalSize } from './modal-styles';
