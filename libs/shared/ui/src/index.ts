// The library's single side effect: the global stylesheet (reset, body font and colours from the
// brand tokens, focus ring, reduced motion, safe-area insets, spacing scale). Importing anything
// from '@cx/shared-ui' loads it once; CSS Modules of unused components are tree-shaken.
import './styles/global.css';

export { announce, announcement, prepareAnnouncer } from './a11y/announce';
export { focusElement, pageStart } from './a11y/focus';
export { useFocusRescue } from './a11y/use-focus-rescue';
export { reserveEdge } from './a11y/sticky-edges';
/** @public A new sticky or fixed bar reserves its height with it (docs/accessibility.md). */
export { useReserveEdge } from './a11y/sticky-edges';
export { useFocusFirstError } from './a11y/use-focus-first-error';
export { Badge } from './badge/badge';
export { Button } from './button/button';
export { Card } from './card/card';
export { CodeField } from './code-field/code-field';
export { BottomSheet } from './dialog/bottom-sheet';
export { Dialog } from './dialog/dialog';
export { useDialogElement } from './dialog/use-dialog-element';
export { EmptyState } from './empty-state/empty-state';
export { FormAlert } from './form-alert/form-alert';
export { useBusyAction } from './form-alert/use-busy-action';
export { Header } from './header/header';
export { IconButton } from './icon-button/icon-button';
export {
  AlertIcon,
  ArrowLeftIcon,
  BellIcon,
  CartIcon,
  CatalogueIcon,
  CheckIcon,
  CloseIcon,
  ExternalIcon,
  GiftIcon,
  HomeIcon,
  MenuIcon,
  MinusIcon,
  PlusIcon,
  QrIcon,
  ScanIcon,
  ShareIcon,
  StarIcon,
  TrashIcon,
  UserIcon,
} from './icons/icons';
// By its own module: the offline banner is in the main bundle, the rest of icons.tsx is not.
export { OfflineIcon } from './icons/offline-icon';
export { BottomBar, Page, PageSection } from './layout/page';
export { BottomBarButton } from './layout/bottom-bar-button';
export { Inline, Stack } from './layout/stack';
export { List, ListItem, type ListItemLinkProps } from './list-item/list-item';
export { LoadBoundary } from './load-boundary/load-boundary';
export { LoadErrorView } from './load-boundary/load-error';
export { showsCaughtErrors } from './load-boundary/shown-errors';
export { Notice } from './notice/notice';
export { OfflineNotice } from './notice/offline-notice';
export { SavedDataNotice } from './saved-data/saved-data-notice';
export { Skeleton, SkeletonGroup } from './skeleton/skeleton';
export { Spinner } from './spinner/spinner';
export { ToastRegion } from './toast/toast-region';
export { TextArea } from './text-area/text-area';
export { SelectField } from './select-field/select-field';
export { TextField } from './text-field/text-field';
export { EmailField } from './text-field/email-field';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { fieldBinder } from './form/field-binding';
