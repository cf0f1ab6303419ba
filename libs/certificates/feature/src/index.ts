export { CertificatesScreen } from './certificates-screen';
export { CertificatesMyListScreen } from './my-list-screen';
export { CertificatesView, type CertificatesViewProps, type PartnersState } from './certificates-view';
export { MyListView, type MyListViewProps, type MyListState } from './my-list-view';
export { PurchaseView, type PurchaseViewProps, type PurchaseStep } from './purchase-view';
