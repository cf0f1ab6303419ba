import { Modal, type ModalProps } from './modal';

export type BottomSheetProps = ModalProps;

/** A modal sheet rising from the bottom edge (choices, filters, details on a phone). */
export function BottomSheet(props: BottomSheetProps) {
  return <Modal {...props} kind="sheet" />;
}
