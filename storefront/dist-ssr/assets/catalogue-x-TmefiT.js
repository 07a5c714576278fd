import { n as translate } from "./messages-h0nkJRlM.js";
// ../shared/src/orders.ts
/** SPEC.md §4's display labels include two that are never stored. */
var ORDER_DISPLAY_STATUSES = [
	"NotFound",
	"New",
	"Rejected",
	"WaitingForPayment",
	"PaymentFailure",
	"InPreparation",
	"OnTheWay",
	"Completed",
	"Unknown"
];
/** Catalogue key of an order status label; anything unexpected shows as "unknown". */
function orderStatusLabelKey(status) {
	if (status === null || status === void 0) return "orderStatus.NotFound";
	return ORDER_DISPLAY_STATUSES.includes(status) ? `orderStatus.${status}` : "orderStatus.Unknown";
}
/** The payment result screen knows pending and canceled; everything else is "unknown" (SPEC.md §4). */
function paymentResultStatus(status) {
	if (status === "Pending") return "pending";
	if (status === "Canceled") return "canceled";
	return "unknown";
}
// src/lib/catalogue.ts
/**
* The error catalogue and status labels of `@ward/shared` (the server's own texts, ar and en).
* Imported only by the lazily loaded order, payment and shipment pages.
*/
function catalogue(key, lang, params) {
	return translate(key, lang, params);
}
function orderStatusLabel(status, lang) {
	return translate(orderStatusLabelKey(status), lang);
}
function paymentStatusLabel(status, lang) {
	return translate(`paymentStatus.${paymentResultStatus(status)}`, lang);
}
export { paymentResultStatus as i, orderStatusLabel as n, paymentStatusLabel as r, catalogue as t };
