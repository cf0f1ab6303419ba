export { CertificatesScreen } from './certificates-screen';
export { CertificatesMyListScreen } from './my-list-screen';
export { CertificatesView, PartnersList } from './certificates-view';
export { MyListView } from './my-list-view';
export { PurchaseView, type PurchaseStep } from './purchase-view';
