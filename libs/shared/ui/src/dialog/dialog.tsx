import { Modal, type ModalProps } from './modal';

export type DialogProps = ModalProps;

/** A centred modal dialog (confirmations, short forms). */
export function Dialog(props: DialogProps) {
  return <Modal {...props} kind="dialog" />;
}
