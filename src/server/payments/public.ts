// What other areas may use of card payments (the B2B shop's checkout): start one for an order, read it, its routes.
export { abandonCardPayment, recheckCardPayment, startCardPayment, virtualPosConfigured } from './recording';
export { cardPaymentJson, findCardPayment, listCardPayments, listWaitingCardPayments, type CardPaymentRow } from './queries';
export { cardPaymentReturnRoutes, cardPaymentRoutes } from './routes';
export { virtualPosSettingsRoutes } from './settings-routes';
export { defineCardPaymentRecheck } from './waiting-recheck';
