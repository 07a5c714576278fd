import { g as writePersisted, h as useStore, m as createStore } from "./jsxRuntime-De6QBBm-.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
// ../shared/src/money.ts
function toHalalas(sar) {
	const value = typeof sar === "string" ? Number(sar) : sar;
	if (!Number.isFinite(value)) throw new RangeError(`not an amount: ${sar}`);
	return Math.round(value * 100);
}
function toSar(halalas) {
	return Math.round(halalas) / 100;
}
// ../shared/src/pricing.ts
/** Whether the subtotal reaches the coupon's minimum order (no minimum: always). */
function meetsCouponMinimum(subtotal, coupon) {
	return !coupon.minOrderTotal || subtotal >= coupon.minOrderTotal;
}
/**
* The coupon discount on a subtotal: percentage (rounded to the halala) or fixed, never more
* than the subtotal (a fixed discount never takes a total below zero), 0 below the minimum.
*/
function couponDiscount(subtotal, coupon) {
	if (!coupon || subtotal <= 0 || !(coupon.value > 0)) return 0;
	if (!meetsCouponMinimum(subtotal, coupon)) return 0;
	const raw = coupon.isPercentage ? Math.round(subtotal * Math.min(coupon.value, 100) / 100) : Math.round(coupon.value);
	return Math.min(Math.max(raw, 0), subtotal);
}
/**
* The local cart of SPEC.md §4 in SAR: unit price is `discountPrice` when present, otherwise
* `price`; subtotal = Σ unit × quantity; total = subtotal + shipping. Computed in halalas.
*/
function cartTotals$1(items, shipping = 0) {
	const subtotal = items.reduce((sum, i) => sum + toHalalas(i.discountPrice ?? i.price) * Math.max(1, Math.floor(i.quantity)), 0);
	const ship = toHalalas(shipping);
	return {
		itemCount: items.reduce((n, i) => n + Math.max(1, Math.floor(i.quantity)), 0),
		subtotal: toSar(subtotal),
		shipping: toSar(ship),
		total: toSar(subtotal + ship)
	};
}
var cartStore = createStore({
	items: [],
	shipping: 0,
	couponCode: null,
	country: "SA"
});
/** SPEC.md §4: the unit price is discountPrice when present, otherwise price. */
function unitPrice(item) {
	return item.discountPrice !== void 0 && item.discountPrice !== null ? item.discountPrice : item.price;
}
/** SPEC.md §4: subtotal = Σ unit price × quantity; total = subtotal + shipping (`@ward/shared` pricing, in halalas). */
function cartTotals(state) {
	return {
		items: state.items,
		...cartTotals$1(state.items, state.shipping || 0)
	};
}
/** A product (or anything with a product's fields) as a cart line. */
function toCartItem(product) {
	if ("finalPrice" in product) {
		const discounted = product.isDiscounted && product.finalPrice < product.price;
		return {
			id: product.id,
			name: product.name,
			price: product.price,
			...discounted ? { discountPrice: product.finalPrice } : {},
			image: product.images?.[0] ?? null,
			weight: product.weight,
			stock: product.stock,
			categoryId: product.categoryId
		};
	}
	const { quantity: _q, ...rest } = product;
	return rest;
}
function commit(patch) {
	cartStore.set(patch);
	const s = cartStore.get();
	writePersisted({
		items: s.items,
		shipping: s.shipping,
		couponCode: s.couponCode,
		country: s.country
	});
}
/** SPEC.md §4: an item already in the cart gets +1 ("quantityUpdated"); a new one starts at 1 ("addedToCart"). */
function addItem(product, quantity = 1, options = {}) {
	const items = cartStore.get().items;
	const existing = items.find((i) => i.id === product.id);
	const add = Math.max(1, Math.floor(quantity));
	let message;
	if (existing) {
		commit({ items: items.map((i) => i.id === product.id ? {
			...i,
			...toCartItem(product),
			quantity: i.quantity + add
		} : i) });
		message = "quantityUpdated";
	} else {
		commit({ items: [...items, {
			...toCartItem(product),
			quantity: add
		}] });
		message = "addedToCart";
	}
	if (!options.silent) toast.success(message);
	return message;
}
function removeItem(id) {
	commit({ items: cartStore.get().items.filter((i) => i.id !== id) });
	toast.info("removedFromCart");
	return "removedFromCart";
}
/** SPEC.md §4: changes a quantity by a delta and never below 1. */
function updateQuantity(id, delta) {
	commit({ items: cartStore.get().items.map((i) => i.id === id ? {
		...i,
		quantity: Math.max(1, i.quantity + Math.trunc(delta))
	} : i) });
}
/** SPEC.md §4: empties the cart (the total becomes the shipping alone) and says "cartCleared". */
function clearCart(options = {}) {
	commit({
		items: [],
		couponCode: null
	});
	if (!options.silent) toast.info("cartCleared");
	return "cartCleared";
}
function setShipping(amount) {
	commit({ shipping: Math.max(0, Number.isFinite(amount) ? amount : 0) });
}
function setCountry(country) {
	commit({ country });
}
function setCouponCode(code) {
	commit({ couponCode: code ? code.trim() : null });
}
var useCart = () => useStore(cartStore);
var useCartCount = () => useStore(cartStore, (s) => s.items.reduce((n, i) => n + i.quantity, 0));
export { removeItem as a, setShipping as c, useCart as d, useCartCount as f, toSar as h, clearCart as i, unitPrice as l, toHalalas as m, cartStore as n, setCountry as o, couponDiscount as p, cartTotals as r, setCouponCode as s, addItem as t, updateQuantity as u };
