// src/lib/pending-cart.ts
/**
* The cart as it was when the shopper left for the payment page. The order holds the goods, so
* the cart is emptied; if the payment is cancelled or fails, the payment result page puts the
* items back ("never lose a cart").
*/
var KEY = "ward-pending-cart";
function stashCart(pending) {
	try {
		sessionStorage.setItem(KEY, JSON.stringify(pending));
	} catch {}
}
function takeStashedCart(paymentId) {
	try {
		const raw = sessionStorage.getItem(KEY);
		if (!raw) return null;
		const pending = JSON.parse(raw);
		if (pending.paymentId !== paymentId) return null;
		sessionStorage.removeItem(KEY);
		return pending;
	} catch {
		return null;
	}
}
function dropStashedCart(paymentId) {
	try {
		const raw = sessionStorage.getItem(KEY);
		if (raw && JSON.parse(raw).paymentId === paymentId) sessionStorage.removeItem(KEY);
	} catch {}
}
export { stashCart as n, takeStashedCart as r, dropStashedCart as t };
