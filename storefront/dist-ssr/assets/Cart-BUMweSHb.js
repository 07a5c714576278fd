import { C as DELIVERY_DAYS, P as A, R as d, f as useLanguage, r as localized, s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { a as removeItem, c as setShipping, d as useCart, h as toSar, i as clearCart, l as unitPrice, m as toHalalas, o as setCountry, p as couponDiscount, r as cartTotals, s as setCouponCode, u as updateQuantity } from "./cart-B5Oa7jke.js";
import { P as $, b as EmptyState, h as useHead, j as useAuth } from "../entry-server.js";
import { i as checkout, l as errorMessage, o as ApiError } from "./endpoints-BcDGtITX.js";
import { t as CountryOptions } from "./CountryOptions-DPwdLVY7.js";
import { L as TrashIcon, R as TruckIcon, c as CloseIcon, i as CheckIcon, r as CartIcon } from "./Icons-Bd2_PXmW.js";
import { t as Img } from "./Img-B5GI3iPx.js";
import { t as Money } from "./Price-rsATRL1D.js";
import { t as QuantityStepper } from "./QuantityStepper-B8tBp4CB.js";
import { n as formatMoney } from "./format-BBTMx1eW.js";
import { n as useQuote, t as lineInputs } from "./quote-dVNpGIcE.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
// src/pages/Cart.tsx
/** SPEC.md §2 cart: quantities (never below 1), promo code, shipping by country, totals confirmed by the server's quote. */
function Cart(_props) {
	const t = useT();
	const lang = useLanguage();
	const cart = useCart();
	const { status } = useAuth();
	const totals = cartTotals(cart);
	const [code, setCode] = d(cart.couponCode ?? "");
	const [coupon, setCoupon] = d(null);
	const [couponError, setCouponError] = d(null);
	const [couponBusy, setCouponBusy] = d(false);
	const [shipping, setShippingQuote] = d(null);
	const [shippingError, setShippingError] = d(null);
	const [shippingBusy, setShippingBusy] = d(false);
	useHead({
		title: t("cart.title"),
		noindex: true,
		path: "/cart"
	});
	const items = lineInputs(cart.items);
	const { quote, error: quoteError, loading: quoteLoading, stale } = useQuote(cart.items.length ? {
		items,
		couponCode: cart.couponCode,
		country: cart.country
	} : null);
	A(() => {
		if (cart.couponCode && !coupon && cart.items.length) applyCoupon(cart.couponCode, true);
	}, []);
	const applyCoupon = async (value, quiet = false) => {
		const trimmed = value.trim();
		if (!trimmed) {
			setCouponError(t("coupon.codeRequired"));
			return;
		}
		setCouponBusy(true);
		setCouponError(null);
		try {
			const found = await checkout.validateCoupon(trimmed, totals.subtotal);
			setCoupon(found);
			setCouponCode(found.code);
			setCode(found.code);
			if (!quiet) toast.success("coupon.applied");
		} catch (err) {
			setCoupon(null);
			setCouponCode(null);
			setCouponError(err instanceof ApiError ? err.message : t("coupon.validateFailed"));
		} finally {
			setCouponBusy(false);
		}
	};
	const removeCoupon = () => {
		setCoupon(null);
		setCouponCode(null);
		setCode("");
		setCouponError(null);
		toast.info("coupon.removed");
	};
	const calculateShipping = async (country) => {
		if (!cart.items.length) return;
		setShippingBusy(true);
		setShippingError(null);
		try {
			const answer = await checkout.shipping(items, country, cart.couponCode);
			setShippingQuote(answer);
			setShipping(answer.fee);
		} catch (err) {
			setShippingQuote(null);
			setShipping(0);
			setShippingError(err instanceof ApiError && err.status === 422 ? err.message : err instanceof ApiError ? err.message : t("shipping.failed"));
		} finally {
			setShippingBusy(false);
		}
	};
	const shippingKey = `${JSON.stringify(items)}|${cart.couponCode}|${cart.country}`;
	A(() => {
		if (cart.items.length) calculateShipping(cart.country);
	}, [shippingKey]);
	if (!cart.items.length) return /* @__PURE__ */ a("div", {
		class: "container page",
		children: [/* @__PURE__ */ a("h1", {
			class: "page-title",
			children: t("cart.title")
		}), /* @__PURE__ */ a(EmptyState, {
			title: t("cart.empty"),
			text: t("cart.emptyText"),
			icon: /* @__PURE__ */ a(CartIcon, { size: 40 }),
			children: /* @__PURE__ */ a("a", {
				href: "/products",
				class: "btn btn-primary",
				children: t("cart.continueShopping")
			})
		})]
	});
	const localDiscount = coupon ? toSar(couponDiscount(toHalalas(totals.subtotal), {
		isPercentage: coupon.isPercentage,
		value: coupon.isPercentage ? coupon.discountValue : toHalalas(coupon.discountValue),
		minOrderTotal: coupon.minOrderTotal ? toHalalas(coupon.minOrderTotal) : null
	})) : 0;
	const confirmed = quote && !stale ? quote : null;
	const subtotal = confirmed?.subtotal ?? totals.subtotal;
	const discount = confirmed?.discount ?? localDiscount;
	const shippingFee = confirmed ? confirmed.shipping : totals.shipping;
	const total = confirmed?.total ?? toSar(toHalalas(totals.total) - toHalalas(localDiscount));
	const problems = new Map((confirmed?.lines ?? []).filter((l) => l.problem).map((l) => [l.productId, l.message ?? t(`cart.problem.${l.problem}`)]));
	const canCheckout = !confirmed || confirmed.isValid;
	const goCheckout = () => {
		if (status === "authenticated") $("/checkout");
		else {
			toast.info("checkout.loginFirst");
			$(`/account?next=${encodeURIComponent("/checkout")}`);
		}
	};
	return /* @__PURE__ */ a("div", {
		class: "container page page-cart",
		children: [/* @__PURE__ */ a("div", {
			class: "page-head",
			children: [/* @__PURE__ */ a("h1", {
				class: "page-title",
				children: t("cart.title")
			}), /* @__PURE__ */ a("button", {
				type: "button",
				class: "btn btn-ghost btn-sm",
				onClick: () => clearCart(),
				children: [/* @__PURE__ */ a(TrashIcon, { size: 16 }), t("cart.clear")]
			})]
		}), /* @__PURE__ */ a("div", {
			class: "cart-layout",
			children: [/* @__PURE__ */ a("section", {
				"aria-label": t("cart.items"),
				children: [/* @__PURE__ */ a("ul", {
					class: "cart-lines",
					children: cart.items.map((item) => {
						const name = localized(item.name, lang);
						const unit = unitPrice(item);
						const problem = problems.get(item.id);
						return /* @__PURE__ */ a("li", {
							class: `cart-line${problem ? " has-problem" : ""}`,
							children: [
								/* @__PURE__ */ a("a", {
									href: `/products/${item.id}`,
									class: "cart-line-img",
									tabIndex: -1,
									"aria-hidden": "true",
									children: /* @__PURE__ */ a(Img, {
										image: item.image,
										alt: "",
										sizes: "96px"
									})
								}),
								/* @__PURE__ */ a("div", {
									class: "cart-line-info",
									children: [
										/* @__PURE__ */ a("a", {
											href: `/products/${item.id}`,
											class: "cart-line-name",
											children: name
										}),
										/* @__PURE__ */ a("p", {
											class: "cart-line-unit",
											children: [/* @__PURE__ */ a(Money, { amount: unit }), unit < item.price ? /* @__PURE__ */ a("del", {
												class: "price-was",
												children: /* @__PURE__ */ a(Money, { amount: item.price })
											}) : null]
										}),
										problem ? /* @__PURE__ */ a("p", {
											class: "line-problem",
											role: "alert",
											children: problem
										}) : null
									]
								}),
								/* @__PURE__ */ a(QuantityStepper, {
									size: "sm",
									value: item.quantity,
									max: item.stock && item.stock > 0 ? item.stock : void 0,
									label: t("cart.quantityFor", { name }),
									onChange: (delta) => updateQuantity(item.id, delta)
								}),
								/* @__PURE__ */ a("p", {
									class: "cart-line-total",
									children: /* @__PURE__ */ a(Money, { amount: toSar(toHalalas(unit) * item.quantity) })
								}),
								/* @__PURE__ */ a("button", {
									type: "button",
									class: "icon-btn cart-line-remove",
									"aria-label": t("cart.removeNamed", { name }),
									onClick: () => removeItem(item.id),
									children: /* @__PURE__ */ a(TrashIcon, { size: 18 })
								})
							]
						}, item.id);
					})
				}), /* @__PURE__ */ a("a", {
					href: "/products",
					class: "link-more",
					children: t("cart.continueShopping")
				})]
			}), /* @__PURE__ */ a("aside", {
				class: "cart-summary card",
				"aria-labelledby": "summary-title",
				children: [
					/* @__PURE__ */ a("h2", {
						id: "summary-title",
						class: "sub-title",
						children: t("cart.summary")
					}),
					/* @__PURE__ */ a("form", {
						class: "coupon-form",
						onSubmit: (e) => {
							e.preventDefault();
							applyCoupon(code);
						},
						noValidate: true,
						children: [
							/* @__PURE__ */ a("label", {
								for: "coupon",
								class: "field-label",
								children: t("coupon.label")
							}),
							coupon ? /* @__PURE__ */ a("p", {
								class: "coupon-applied",
								children: [
									/* @__PURE__ */ a(CheckIcon, { size: 16 }),
									/* @__PURE__ */ a("span", { children: t("coupon.appliedCode", { code: coupon.code }) }),
									/* @__PURE__ */ a("button", {
										type: "button",
										class: "link-btn",
										onClick: removeCoupon,
										children: [
											/* @__PURE__ */ a(CloseIcon, { size: 14 }),
											" ",
											t("coupon.remove")
										]
									})
								]
							}) : /* @__PURE__ */ a("div", {
								class: "inline-field",
								children: [/* @__PURE__ */ a("input", {
									id: "coupon",
									class: "input",
									value: code,
									dir: "ltr",
									autoComplete: "off",
									autoCapitalize: "characters",
									placeholder: t("coupon.placeholder"),
									onInput: (e) => setCode(e.target.value),
									"aria-invalid": couponError ? "true" : void 0,
									"aria-describedby": couponError ? "coupon-error" : void 0
								}), /* @__PURE__ */ a("button", {
									type: "submit",
									class: "btn btn-outline",
									disabled: couponBusy,
									children: t("coupon.apply")
								})]
							}),
							couponError ? /* @__PURE__ */ a("p", {
								id: "coupon-error",
								class: "field-error",
								role: "alert",
								children: couponError
							}) : null
						]
					}),
					/* @__PURE__ */ a("div", {
						class: "field",
						children: [
							/* @__PURE__ */ a("label", {
								for: "ship-country",
								class: "field-label",
								children: t("shipping.country")
							}),
							/* @__PURE__ */ a("select", {
								id: "ship-country",
								class: "input",
								value: cart.country,
								onChange: (e) => setCountry(e.target.value),
								children: /* @__PURE__ */ a(CountryOptions, {})
							}),
							shippingBusy ? /* @__PURE__ */ a("p", {
								class: "field-hint",
								children: t("shipping.calculating")
							}) : null,
							shippingError ? /* @__PURE__ */ a("p", {
								class: "field-error",
								role: "alert",
								children: shippingError
							}) : shipping ? /* @__PURE__ */ a("p", {
								class: "field-hint",
								children: [
									/* @__PURE__ */ a(TruckIcon, { size: 16 }),
									" ",
									t("shipping.by", {
										carrier: localized(shipping.carrier.name, lang),
										min: shipping.days.min ?? DELIVERY_DAYS.min,
										max: shipping.days.max ?? DELIVERY_DAYS.max
									})
								]
							}) : null
						]
					}),
					shipping && !shipping.isFree && shipping.amountToFreeShipping > 0 ? /* @__PURE__ */ a("p", {
						class: "free-hint",
						children: t("shipping.addForFree", { amount: formatMoney(shipping.amountToFreeShipping, lang) })
					}) : null,
					/* @__PURE__ */ a("dl", {
						class: "totals",
						"aria-busy": quoteLoading ? "true" : void 0,
						children: [
							/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("cart.subtotal", { count: totals.itemCount }) }), /* @__PURE__ */ a("dd", { children: /* @__PURE__ */ a(Money, { amount: subtotal }) })] }),
							discount > 0 ? /* @__PURE__ */ a("div", {
								class: "totals-discount",
								children: [/* @__PURE__ */ a("dt", { children: t("cart.discount") }), /* @__PURE__ */ a("dd", { children: ["−", /* @__PURE__ */ a(Money, { amount: discount })] })]
							}) : null,
							/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("cart.shipping") }), /* @__PURE__ */ a("dd", { children: shippingFee === 0 && (shipping?.isFree || confirmed?.freeShipping) ? t("shipping.free") : /* @__PURE__ */ a(Money, { amount: shippingFee }) })] }),
							/* @__PURE__ */ a("div", {
								class: "totals-total",
								children: [/* @__PURE__ */ a("dt", { children: t("cart.total") }), /* @__PURE__ */ a("dd", { children: /* @__PURE__ */ a(Money, { amount: total }) })]
							}),
							confirmed ? /* @__PURE__ */ a("div", {
								class: "totals-vat",
								children: [/* @__PURE__ */ a("dt", { children: t("cart.vatIncluded") }), /* @__PURE__ */ a("dd", { children: /* @__PURE__ */ a(Money, { amount: confirmed.vat }) })]
							}) : null
						]
					}),
					/* @__PURE__ */ a("p", {
						class: "quote-state muted",
						"aria-live": "polite",
						children: quoteError && !quoteLoading ? errorMessage(quoteError) : confirmed ? t("cart.confirmed") : t("cart.confirming")
					}),
					confirmed?.couponError && coupon ? /* @__PURE__ */ a("p", {
						class: "field-error",
						role: "alert",
						children: confirmed.couponError.message
					}) : null,
					/* @__PURE__ */ a("button", {
						type: "button",
						class: "btn btn-primary btn-lg btn-block",
						disabled: !canCheckout,
						onClick: goCheckout,
						children: t("cart.checkout")
					}),
					!canCheckout ? /* @__PURE__ */ a("p", {
						class: "field-error",
						children: t("cart.fixProblems")
					}) : null
				]
			})]
		})]
	});
}
export { Cart as default };
