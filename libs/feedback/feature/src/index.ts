export { FeedbackScreen } from './feedback-screen';
export { FeedbackView, OfflineOrders, OnlineFeedback, type FeedbackViewProps, type OnlineState } from './feedback-view';
export { OnlineFeedbackForm, OfflineOrderItem, type OrderOption } from './feedback-forms';
export { RatingInput } from './rating-input';
