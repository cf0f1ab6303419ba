export { CertificatesScreen } from './certificates-screen';
export { CertificatesMyListScreen } from './my-list-screen';
export { CertificatesView, type PartnersState } from './certificates-view';
export { MyListView, type MyListState } from './my-list-view';
export { PurchaseView, type PurchaseStep } from './purchase-view';
