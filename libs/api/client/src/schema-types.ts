import type { components, operations, paths } from '@cx/api-contract';

type Schemas = components['schemas'];

// Handy names for the shapes features use most; all come from the contract.
export type ProductKey = Schemas['ProductKey'];
export type ShopListId = Schemas['ShopListId'];
export type ShopifyId = Schemas['ShopifyId'];
export type PhoneDigits = Schemas['PhoneDigits'];
export type Money = Schemas['Money'];
export type Xp = Schemas['Xp'];
export type PaymentMethod = Schemas['PaymentMethod'];

export type SmsSent = Schemas['SmsSent'];
export type ConfirmSmsInput = Schemas['ConfirmSmsInput'];
export type SignInResult = Schemas['SignInResult'];
export type SessionCustomer = Schemas['SessionCustomer'];
export type TestLoginResult = Schemas['TestLoginResult'];
export type TokenCheck = Schemas['TokenCheck'];
export type ExpiringToken = Schemas['ExpiringToken'];
export type ServiceToken = Schemas['ServiceToken'];
export type SignOnLink = Schemas['SignOnLink'];
export type HandoffCode = Schemas['HandoffCode'];

export type Customer = Schemas['Customer'];
export type Metafield = Schemas['Metafield'];
/** A metafield to write (create-metafields takes these beside the customer and brand). */
export type MetafieldInput = Pick<Schemas['Metafield'], 'namespace' | 'key' | 'value' | 'type'>;
export type Referral = Schemas['Referral'];
export type InviteCode = Schemas['InviteCode'];
export type VeloInvite = Schemas['VeloInvite'];

export type Product = Schemas['Product'];
export type ProductVariant = Schemas['ProductVariant'];
export type CartLine = Schemas['CartLine'];

export type OrderInput = Schemas['OrderInput'];
export type Order = Schemas['Order'];
export type OrderLineItem = Schemas['OrderLineItem'];
export type OrderHistory = Schemas['OrderHistory'];
export type OrderStatus = Schemas['OrderStatus'];
export type AttemptOrder = Schemas['AttemptOrder'];
export type ShippingAddress = Schemas['ShippingAddress'];
export type ShippingLine = Schemas['ShippingLine'];
export type OrderLineInput = Schemas['OrderLineInput'];
export type ShippingAddressInput = Schemas['ShippingAddressInput'];
export type DeliveryType = Schemas['DeliveryType'];
export type QuoteRequest = Schemas['QuoteRequest'];
export type OrderQuote = Schemas['OrderQuote'];
export type RuleRefusal = Schemas['RuleRefusal'];
export type FinancialStatus = Schemas['FinancialStatus'];
export type PaymentLink = Schemas['PaymentLink'];

export type City = Schemas['City'];
export type Branch = Schemas['Branch'];
export type CityRef = Schemas['CityRef'];
export type BranchRef = Schemas['BranchRef'];
export type DeliveryAddress = Schemas['DeliveryAddress'];

export type CertCategoryId = Schemas['CertCategoryId'];
export type CertCategory = Schemas['CertCategory'];
export type CertPartner = Schemas['CertPartner'];
export type Certificate = Schemas['Certificate'];
export type CertAuth = Schemas['CertAuth'];

export type ScanEntry = Schemas['ScanEntry'];
export type ScanHistoryPage = Schemas['ScanHistoryPage'];
export type MultiScanResult = Schemas['MultiScanResult'];
export type ScanCodeResult = Schemas['ScanCodeResult'];
export type Balance = Schemas['Balance'];
export type FullBalance = Schemas['FullBalance'];
export type BonusTransaction = Schemas['BonusTransaction'];
export type BonusHistory = Schemas['BonusHistory'];
export type ExchangeProduct = Schemas['ExchangeProduct'];
export type ExchangeResult = Schemas['ExchangeResult'];

export type OfflineOrder = Schemas['OfflineOrder'];
export type Device = Schemas['Device'];
export type Page = Schemas['Page'];
export type PageId = Schemas['PageId'];
export type NewsSummary = Schemas['NewsSummary'];
export type FaqEntry = Schemas['FaqEntry'];
export type FaqTopic = Schemas['FaqTopic'];
export type Notice = Schemas['Notice'];
export type Subscription = Schemas['Subscription'];
export type SubscriptionEvent = Schemas['SubscriptionEvent'];
export type MarathonQuiz = Schemas['MarathonQuiz'];
export type QuizQuestion = Schemas['QuizQuestion'];
export type MarathonResult = Schemas['MarathonResult'];
export type BatEvent = Schemas['BatEvent'];

/** Every operationId of the contract. */
export type OperationId = keyof operations;

export type HttpMethod = 'get' | 'post' | 'put';

/** Contract paths that have an operation for `M`. */
export type PathWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

/** JSON request body of an operation. */
export type JsonRequestBody<P extends keyof paths, M extends HttpMethod> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** JSON body of an operation's 200 answer. */
export type JsonResponseBody<P extends keyof paths, M extends HttpMethod> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer R } } };
}
  ? R
  : never;
