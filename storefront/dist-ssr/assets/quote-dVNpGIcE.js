import { I as T, P as A, R as d } from "./jsxRuntime-De6QBBm-.js";
import { d as toApiError, i as checkout } from "./endpoints-BcDGtITX.js";
// src/lib/quote.ts
var lineInputs = (items) => items.map((i) => ({
	productId: i.id,
	quantity: i.quantity
}));
/**
* The server's authoritative quote for the cart (lines with problems, discount, shipping, COD fee,
* VAT, total), asked again 300 ms after the cart, coupon, country or payment method change.
*/
function useQuote(request) {
	const [state, setState] = d({
		quote: null,
		error: null,
		loading: false,
		key: ""
	});
	const key = request ? JSON.stringify(request) : "";
	const seq = T(0);
	A(() => {
		if (!request || request.items.length === 0) {
			setState({
				quote: null,
				error: null,
				loading: false,
				key
			});
			return;
		}
		const mine = ++seq.current;
		setState((s) => ({
			...s,
			loading: true
		}));
		const timer = setTimeout(() => {
			checkout.quote(request).then((quote) => mine === seq.current && setState({
				quote,
				error: null,
				loading: false,
				key
			})).catch((e) => mine === seq.current && setState((s) => ({
				...s,
				error: toApiError(e),
				loading: false,
				key
			})));
		}, 300);
		return () => clearTimeout(timer);
	}, [key]);
	return {
		quote: state.quote,
		error: state.error,
		loading: state.loading,
		stale: state.key !== key
	};
}
export { useQuote as n, lineInputs as t };
