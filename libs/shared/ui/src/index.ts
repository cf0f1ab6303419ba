// The library's single side effect: the global stylesheet (reset, body font and colours from the
// brand tokens, focus ring, reduced motion, safe-area insets, spacing scale). Importing anything
// from '@cx/shared-ui' loads it once; CSS Modules of unused components are tree-shaken.
import './styles/global.css';

export { announce, announcement, prepareAnnouncer, type Politeness } from './a11y/announce';
export { errorTextOf, focusElement, focusableWithin, invalidControls, pageStart } from './a11y/focus';
export { installFocusRescue, useFocusRescue } from './a11y/focus-rescue';
export { reserveEdge, useReserveEdge, type Edge } from './a11y/sticky-edges';
export { useFocusFirstError } from './a11y/use-focus-first-error';
export { Badge, type BadgeProps } from './badge/badge';
export {
  Button,
  type ButtonAsButtonProps,
  type ButtonAsLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button/button';
export { Card, type CardProps } from './card/card';
export { CodeField, type CodeFieldProps } from './code-field/code-field';
export { BottomSheet, type BottomSheetProps } from './dialog/bottom-sheet';
export { Dialog, type DialogProps } from './dialog/dialog';
export {
  useDialogElement,
  type DialogElementOptions,
  type DialogElementProps,
} from './dialog/use-dialog-element';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { FormAlert, type FormAlertProps } from './form-alert/form-alert';
export { Header, type HeaderProps } from './header/header';
export {
  IconButton,
  type IconButtonAsButtonProps,
  type IconButtonAsLinkProps,
  type IconButtonProps,
} from './icon-button/icon-button';
export {
  AlertIcon,
  ArrowLeftIcon,
  BellIcon,
  CameraIcon,
  CartIcon,
  CheckIcon,
  ChevronRightIcon,
  CloseIcon,
  ExternalIcon,
  GiftIcon,
  HomeIcon,
  MenuIcon,
  MinusIcon,
  OfflineIcon,
  PlusIcon,
  QrIcon,
  ScanIcon,
  ShareIcon,
  StarIcon,
  TrashIcon,
  UserIcon,
  type IconProps,
} from './icons/icons';
export {
  BottomBar,
  Page,
  PageSection,
  type BottomBarProps,
  type PageProps,
  type PageSectionProps,
} from './layout/page';
export { type Space } from './layout/spacing';
export { Inline, Stack, type InlineProps, type StackProps } from './layout/stack';
export {
  List,
  ListItem,
  type ListItemLinkProps,
  type ListItemProps,
  type ListProps,
} from './list-item/list-item';
export { LoadBoundary, type LoadBoundaryProps } from './load-boundary/load-boundary';
export { LoadErrorView, type LoadErrorKind, type LoadErrorViewProps } from './load-boundary/load-error';
export { Notice, type NoticeProps } from './notice/notice';
export { Skeleton, SkeletonGroup, type SkeletonGroupProps, type SkeletonProps } from './skeleton/skeleton';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastInput,
  type ToastProviderProps,
} from './toast/toast-provider';
export {
  DEFAULT_TOAST_DURATION,
  ToastRegion,
  type ToastData,
  type ToastKind,
  type ToastRegionProps,
} from './toast/toast-region';
export { TextArea, type TextAreaProps } from './text-area/text-area';
export { SelectField, type SelectFieldProps } from './select-field/select-field';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
