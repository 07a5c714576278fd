import { E as PAYMENT_METHODS, I as T, P as A, R as d, f as useLanguage, r as localized, s as useT, t as a, x as COUNTRIES, z as $ } from "./jsxRuntime-De6QBBm-.js";
import { t as addressSchema } from "./customers-CkGG94wu.js";
import { c as text, n as id$1, s as phone } from "./rules-XQ03DDf6.js";
import { i as checkout, o as ApiError, t as account } from "./endpoints-BcDGtITX.js";
import { t as CountryOptions } from "./CountryOptions-DPwdLVY7.js";
import { N as useSettings, S as Loading, h as useHead, p as useQuery, x as ErrorState } from "../entry-server.js";
import { a as validate, f as number, g as string, i as serverFieldErrors, l as array, n as FormError, p as object, r as focusFirstError, s as _enum, t as Field, u as boolean, v as NEVER } from "./Field-CRZTFpPr.js";
import { D as PinIcon, i as CheckIcon } from "./Icons-Bd2_PXmW.js";
import { t as Img } from "./Img-B5GI3iPx.js";
import { t as Money } from "./Price-rsATRL1D.js";
import { t as number$1 } from "./coerce-gkdOy-Ui.js";
import { i as joinParts } from "./format-BBTMx1eW.js";
import { t as RequireAuth } from "./guard-wkjlloOG.js";
import { n as orderStatusLabel } from "./catalogue-x-TmefiT.js";
import { n as stashCart } from "./pending-cart-483eGeE3.js";
import { n as useQuote, t as lineInputs } from "./quote-dVNpGIcE.js";
import { d as useCart, i as clearCart, o as setCountry } from "./cart-B5Oa7jke.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
// ../shared/src/validation/checkout.ts
/** A row id PostgreSQL can hold (int4): larger numbers are refused as invalid, not sent to the database. */
var id = () => id$1().max(2147483647, { error: "validation.invalid" });
var cartLineSchema = object({
	productId: id(),
	quantity: number({ error: "validation.number" }).int({ error: "validation.integer" }).min(1, { error: "validation.quantityMin" }).max(99, { error: "validation.max" })
});
/** Coupon codes are case-insensitive: compared and stored upper-case, without spaces around. */
function normalizeCouponCode(code) {
	return code.trim().toUpperCase();
}
var COUPON_CODE_PATTERN = /^[\p{L}\p{N}_-]+$/u;
/** An optional code as typed by a shopper; '' means none. Its format is checked by the service (coupon.invalid). */
var optionalCouponCode = string({ error: "validation.invalid" }).max(64, { error: "coupon.invalid" }).nullable().optional().transform((v) => v && v.trim() ? normalizeCouponCode(v) : null);
object({
	items: array(cartLineSchema, { error: "validation.required" }).max(50, { error: "validation.max" }),
	couponCode: optionalCouponCode,
	country: _enum(COUNTRIES, { error: "validation.country" }).nullable().optional(),
	paymentMethod: _enum(PAYMENT_METHODS, { error: "validation.paymentMethod" }).nullable().optional(),
	/** a specific carrier; by default the cheapest for the country */
	carrierId: id().nullable().optional()
});
object({
	code: string({ error: "coupon.codeRequired" }).max(64, { error: "coupon.invalid" }),
	/** the cart subtotal in SAR (after product discounts), to check the minimum and show the discount */
	subtotal: number({ error: "validation.number" }).min(0, { error: "validation.nonNegative" }).max(1e7, { error: "validation.max" }).optional()
});
object({
	items: array(cartLineSchema, { error: "validation.required" }).min(1, { error: "cart.empty" }).max(50, { error: "validation.max" }),
	country: _enum(COUNTRIES, { error: "validation.country" }),
	/** a coupon counts for the free-shipping threshold (order after coupon ≥ 250 SAR) */
	couponCode: optionalCouponCode,
	carrierId: id().nullable().optional()
});
var optionalText = (max) => string().trim().max(max, { error: "validation.maxLength" }).regex(/^[^<>]*$/, { error: "validation.textOnly" }).nullable().optional().transform((v) => v ? v : null);
/**
* A delivery address typed at checkout: the address-book rules (SPEC.md §5: street at least 5
* characters; Saudi postal codes 5 digits; a map pin is both coordinates or neither), with an
* optional title and the recipient's name and phone.
*/
var { isPrimary: _isPrimary, ...addressFields } = addressSchema.shape;
var orderAddressSchema = object({
	...addressFields,
	title: optionalText(60),
	recipientName: optionalText(100),
	phone: phone().nullable().optional()
}).superRefine((a, ctx) => {
	if (a.country === "SA" && a.postalCode && !/^\d{5}$/.test(a.postalCode)) ctx.addIssue({
		code: "custom",
		path: ["postalCode"],
		message: "validation.postalCode"
	});
	const hasLat = a.latitude !== null && a.latitude !== void 0;
	if (hasLat !== (a.longitude !== null && a.longitude !== void 0)) ctx.addIssue({
		code: "custom",
		path: [hasLat ? "longitude" : "latitude"],
		message: "validation.required"
	});
});
object({
	items: array(cartLineSchema, { error: "validation.required" }).min(1, { error: "cart.empty" }).max(50, { error: "validation.max" }),
	couponCode: optionalCouponCode,
	paymentMethod: _enum(PAYMENT_METHODS, { error: "validation.paymentMethod" }),
	/** must match the address's country when sent */
	country: _enum(COUNTRIES, { error: "validation.country" }).nullable().optional(),
	addressId: id().nullable().optional(),
	address: orderAddressSchema.nullable().optional(),
	/** keep a typed address in the customer's address book */
	saveAddress: boolean().optional().default(false),
	carrierId: id().nullable().optional(),
	notes: optionalText(500)
}).superRefine((o, ctx) => {
	const hasId = o.addressId !== null && o.addressId !== void 0;
	const hasAddress = o.address !== null && o.address !== void 0;
	if (hasId === hasAddress) ctx.addIssue({
		code: "custom",
		path: ["address"],
		message: "order.addressRequired"
	});
	if (hasAddress && o.country && o.address.country !== o.country) ctx.addIssue({
		code: "custom",
		path: ["country"],
		message: "order.countryMismatch"
	});
});
object({
	page: number$1().int().min(1).max(1e5).default(1),
	pageSize: number$1().int().min(1).max(100).default(10),
	status: _enum([
		"New",
		"Rejected",
		"WaitingForPayment",
		"PaymentFailure",
		"InPreparation",
		"OnTheWay",
		"Completed"
	]).optional()
});
/** A date (`2026-12-31`, end of that day in Riyadh) or an ISO date-time. */
var dateOrDateTime = (endOfDay) => string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).transform((v, ctx) => {
	const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(v);
	const parsed = new Date(dateOnly ? `${v}T${endOfDay ? "23:59:59.999" : "00:00:00.000"}+03:00` : v);
	if (Number.isNaN(parsed.getTime()) || parsed.getUTCFullYear() < 2e3 || parsed.getUTCFullYear() > 2200) {
		ctx.addIssue({
			code: "custom",
			message: "validation.date"
		});
		return NEVER;
	}
	return parsed.toISOString();
});
object({
	code: string({ error: "validation.required" }).trim().min(2, { error: "validation.minLength" }).max(32, { error: "validation.maxLength" }).regex(COUPON_CODE_PATTERN, { error: "validation.couponCode" }).transform(normalizeCouponCode),
	discountValue: number({ error: "validation.number" }).finite({ error: "validation.number" }).positive({ error: "validation.positive" }).max(1e6, { error: "validation.max" }).transform((v) => Math.round(v * 100) / 100),
	isPercentage: boolean({ error: "validation.invalid" }).default(true),
	expiryDate: dateOrDateTime(true),
	usageLimit: number({ error: "validation.number" }).int({ error: "validation.integer" }).positive({ error: "validation.positive" }).max(1e7).nullable().optional(),
	minOrderTotal: number({ error: "validation.number" }).min(0, { error: "validation.nonNegative" }).max(1e7).nullable().optional()
}).superRefine((c, ctx) => {
	if (c.isPercentage && c.discountValue > 100) ctx.addIssue({
		code: "custom",
		path: ["discountValue"],
		message: "coupon.percentMax"
	});
});
var fee = () => number({ error: "validation.number" }).finite({ error: "validation.number" }).min(0, { error: "validation.nonNegative" }).max(1e5, { error: "validation.max" }).transform((v) => Math.round(v * 100) / 100);
object({
	name: object({
		ar: text(2, 80),
		en: text(2, 80)
	}),
	trackingUrlTemplate: string({ error: "validation.required" }).trim().max(500, { error: "validation.maxLength" }).regex(/^https?:\/\/[^\s<>"]+$/, { error: "validation.url" }).refine((v) => v.includes("{n}"), { error: "carrier.templateNeedsNumber" }),
	isActive: boolean().default(true)
});
object({
	country: _enum(COUNTRIES, { error: "validation.country" }),
	carrierId: id(),
	firstKgFee: fee(),
	additionalKgFee: fee(),
	minDays: number({ error: "validation.number" }).int({ error: "validation.integer" }).min(0).max(60).default(3),
	maxDays: number({ error: "validation.number" }).int({ error: "validation.integer" }).min(0).max(60).default(5),
	isActive: boolean().default(true)
}).superRefine((r, ctx) => {
	if (r.maxDays < r.minDays) ctx.addIssue({
		code: "custom",
		path: ["maxDays"],
		message: "shipping.daysRange"
	});
});
object({ reason: text(3, 500) });
object({
	/** default: the carrier chosen at checkout */
	carrierId: id().nullable().optional(),
	trackingNumber: string({ error: "validation.required" }).trim().regex(/^[A-Za-z0-9-]{4,40}$/, { error: "validation.trackingNumber" })
});
object({
	from: dateOrDateTime(false).optional(),
	to: dateOrDateTime(true).optional(),
	groupBy: _enum([
		"day",
		"week",
		"month"
	], { error: "validation.oneOf" }).default("day"),
	top: number$1().int().min(1).max(50).default(10)
}).superRefine((q, ctx) => {
	if (q.from && q.to && q.from > q.to) ctx.addIssue({
		code: "custom",
		path: ["to"],
		message: "report.rangeInvalid"
	});
});
// src/pages/Checkout.tsx
var STEPS = [
	"shipping",
	"payment",
	"review",
	"done"
];
var KEY_STORE = "ward-checkout-key";
/** One Idempotency-Key per checkout: a double submit (or a retry after a timeout) makes one order. */
function idempotencyKey() {
	try {
		const existing = sessionStorage.getItem(KEY_STORE);
		if (existing) return existing;
		const key = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;
		sessionStorage.setItem(KEY_STORE, key);
		return key;
	} catch {
		return `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;
	}
}
function StepList({ step }) {
	const t = useT();
	const at = STEPS.indexOf(step);
	return /* @__PURE__ */ a("ol", {
		class: "steps",
		"aria-label": t("checkout.steps"),
		children: STEPS.map((s, i) => /* @__PURE__ */ a("li", {
			class: `step${i < at ? " is-done" : ""}${i === at ? " is-current" : ""}`,
			"aria-current": i === at ? "step" : void 0,
			children: [/* @__PURE__ */ a("span", {
				class: "step-num",
				"aria-hidden": "true",
				children: i < at ? /* @__PURE__ */ a(CheckIcon, { size: 14 }) : i + 1
			}), /* @__PURE__ */ a("span", {
				class: "step-label",
				children: t(`checkout.step.${s}`)
			})]
		}))
	});
}
function AddressSummary({ address }) {
	const t = useT();
	const lang = useLanguage();
	return /* @__PURE__ */ a("p", {
		class: "address-summary",
		children: [
			address.recipientName ? /* @__PURE__ */ a("strong", { children: address.recipientName }) : null,
			address.recipientName ? /* @__PURE__ */ a("br", {}) : null,
			joinParts([
				address.street,
				address.district,
				address.city
			], lang),
			/* @__PURE__ */ a("br", {}),
			address.country ? t(`country.${address.country}`) : "",
			" ",
			address.postalCode ?? "",
			address.phone ? /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("br", {}), /* @__PURE__ */ a("bdi", {
				dir: "ltr",
				children: address.phone
			})] }) : null
		]
	});
}
function CheckoutFlow() {
	const t = useT();
	const lang = useLanguage();
	const cart = useCart();
	const settings = useSettings();
	const [step, setStep] = d("shipping");
	const addresses = useQuery("/api/addresses", account.addresses, { staleMs: 1e4 });
	const [addressId, setAddressId] = d(null);
	const [form, setForm] = d({
		recipientName: "",
		phone: "",
		title: "",
		street: "",
		district: "",
		city: "",
		country: cart.country,
		postalCode: "",
		buildingNumber: ""
	});
	const [saveAddress, setSaveAddress] = d(true);
	const [errors, setErrors] = d({});
	const [method, setMethod] = d("card");
	const [notes, setNotes] = d("");
	const [formError, setFormError] = d(null);
	const [placing, setPlacing] = d(false);
	const [placed, setPlaced] = d(null);
	const [redirecting, setRedirecting] = d(false);
	const formRef = T(null);
	const headingRef = T(null);
	A(() => {
		if (addressId !== null || !addresses.data) return;
		const primary = addresses.data.find((a) => a.isPrimary) ?? addresses.data[0];
		setAddressId(primary ? primary.id : "new");
	}, [addresses.data]);
	const chosen = typeof addressId === "number" ? addresses.data?.find((a) => a.id === addressId) : void 0;
	const country = chosen?.country ?? (addressId === "new" ? form.country : cart.country);
	A(() => {
		if (country !== cart.country) setCountry(country);
	}, [country]);
	const items = lineInputs(cart.items);
	const { quote, error: quoteError, loading: quoteLoading, stale } = useQuote(cart.items.length && step !== "done" ? {
		items,
		couponCode: cart.couponCode,
		country,
		paymentMethod: step === "shipping" ? null : method
	} : null);
	const firstStep = T(true);
	A(() => {
		if (firstStep.current) {
			firstStep.current = false;
			return;
		}
		headingRef.current?.focus();
	}, [step]);
	const set = (field) => (value) => setForm((f) => ({
		...f,
		[field]: value
	}));
	const addressBody = () => ({
		recipientName: form.recipientName,
		phone: form.phone,
		title: form.title || null,
		street: form.street,
		district: form.district || null,
		city: form.city,
		country: form.country,
		postalCode: form.postalCode || null,
		buildingNumber: form.buildingNumber || null
	});
	const continueFromShipping = (e) => {
		e.preventDefault();
		if (addressId === "new") {
			const checked = validate(orderAddressSchema, addressBody(), lang);
			const missing = {};
			if (!form.recipientName.trim()) missing.recipientName = t("validation.required");
			if (!form.phone.trim()) missing.phone = t("validation.required");
			if (!checked.ok || Object.keys(missing).length) {
				setErrors({
					...checked.ok ? {} : checked.errors,
					...missing
				});
				focusFirstError(formRef.current);
				return;
			}
		} else if (!chosen) {
			setFormError(t("checkout.chooseAddress"));
			return;
		}
		setErrors({});
		setFormError(null);
		setStep("payment");
	};
	const placeOrder = async () => {
		setPlacing(true);
		setFormError(null);
		try {
			const body = {
				items,
				couponCode: cart.couponCode || void 0,
				paymentMethod: method,
				country,
				notes: notes.trim() || void 0
			};
			if (addressId === "new") {
				body.address = addressBody();
				body.saveAddress = saveAddress;
			} else body.addressId = addressId;
			const result = await checkout.placeOrder(body, idempotencyKey());
			try {
				sessionStorage.removeItem(KEY_STORE);
			} catch {}
			if (result.payment?.redirectUrl) stashCart({
				paymentId: result.payment.id,
				items: cart.items,
				couponCode: cart.couponCode
			});
			clearCart({ silent: true });
			toast.success("checkout.placed", { number: result.order.orderNumber });
			if (result.payment?.redirectUrl) {
				setRedirecting(true);
				location.assign(result.payment.redirectUrl);
				return;
			}
			setPlaced(result.order);
			setStep("done");
		} catch (err) {
			const fields = serverFieldErrors(err);
			setFormError(err instanceof ApiError ? err.message : t("checkout.failed"));
			if (fields.address || fields["address.street"]) setStep("shipping");
		} finally {
			setPlacing(false);
		}
	};
	if (redirecting) return /* @__PURE__ */ a("div", {
		class: "container page narrow",
		children: [/* @__PURE__ */ a(Loading, { label: t("checkout.redirecting") }), /* @__PURE__ */ a("p", {
			class: "center",
			children: t("checkout.redirecting")
		})]
	});
	if (step === "done" && placed) return /* @__PURE__ */ a("div", {
		class: "container page narrow",
		children: [/* @__PURE__ */ a(StepList, { step: "done" }), /* @__PURE__ */ a("div", {
			class: "card confirm-card",
			children: [
				/* @__PURE__ */ a("span", {
					class: "confirm-icon",
					children: /* @__PURE__ */ a(CheckIcon, { size: 32 })
				}),
				/* @__PURE__ */ a("h1", {
					class: "page-title",
					ref: headingRef,
					tabIndex: -1,
					children: t("checkout.thanks")
				}),
				/* @__PURE__ */ a("p", { children: t("checkout.orderNumber", { number: placed.orderNumber }) }),
				/* @__PURE__ */ a("p", {
					class: "muted",
					children: t("checkout.orderStatus", { status: orderStatusLabel(placed.status, lang) })
				}),
				/* @__PURE__ */ a("p", {
					class: "confirm-total",
					children: [
						t("cart.total"),
						": ",
						/* @__PURE__ */ a(Money, { amount: placed.total })
					]
				}),
				/* @__PURE__ */ a("p", {
					class: "muted",
					children: t("checkout.codNote")
				}),
				/* @__PURE__ */ a("div", {
					class: "form-actions center",
					children: [/* @__PURE__ */ a("a", {
						href: `/user/orders/${placed.id}`,
						class: "btn btn-primary",
						children: t("checkout.viewOrder")
					}), /* @__PURE__ */ a("a", {
						href: "/products",
						class: "btn btn-outline",
						children: t("cart.continueShopping")
					})]
				})
			]
		})]
	});
	if (!cart.items.length) return /* @__PURE__ */ a("div", {
		class: "container page narrow",
		children: [
			/* @__PURE__ */ a("h1", {
				class: "page-title",
				children: t("checkout.title")
			}),
			/* @__PURE__ */ a("p", { children: t("cart.empty") }),
			/* @__PURE__ */ a("a", {
				href: "/products",
				class: "btn btn-primary",
				children: t("cart.continueShopping")
			})
		]
	});
	const codFee = quote?.codFee ?? settings?.codFee ?? 0;
	const codAvailable = quote?.codAvailable ?? true;
	const confirmed = quote && !stale ? quote : null;
	return /* @__PURE__ */ a("div", {
		class: "container page page-checkout",
		children: [
			/* @__PURE__ */ a("h1", {
				class: "page-title",
				children: t("checkout.title")
			}),
			/* @__PURE__ */ a(StepList, { step }),
			/* @__PURE__ */ a("div", {
				class: "checkout-layout",
				children: [/* @__PURE__ */ a("div", {
					class: "checkout-main",
					children: [
						/* @__PURE__ */ a(FormError, { message: formError }),
						step === "shipping" ? /* @__PURE__ */ a("form", {
							ref: formRef,
							onSubmit: continueFromShipping,
							noValidate: true,
							class: "card",
							children: [
								/* @__PURE__ */ a("h2", {
									class: "sub-title",
									ref: headingRef,
									tabIndex: -1,
									children: t("checkout.step.shipping")
								}),
								addresses.loading && !addresses.data ? /* @__PURE__ */ a(Loading, {}) : null,
								addresses.error && !addresses.data ? /* @__PURE__ */ a(ErrorState, {
									message: addresses.error.message,
									onRetry: addresses.reload
								}) : null,
								/* @__PURE__ */ a("fieldset", {
									class: "choice-cards",
									children: [
										/* @__PURE__ */ a("legend", {
											class: "sr-only",
											children: t("checkout.deliverTo")
										}),
										(addresses.data ?? []).map((a$1) => /* @__PURE__ */ a("label", {
											class: `choice-card${addressId === a$1.id ? " is-selected" : ""}`,
											children: [/* @__PURE__ */ a("input", {
												type: "radio",
												name: "address",
												checked: addressId === a$1.id,
												onChange: () => setAddressId(a$1.id)
											}), /* @__PURE__ */ a("span", { children: [/* @__PURE__ */ a("strong", { children: [
												/* @__PURE__ */ a(PinIcon, { size: 16 }),
												" ",
												a$1.title,
												a$1.isPrimary ? /* @__PURE__ */ a("span", {
													class: "badge badge-ok",
													children: t("address.primary")
												}) : null
											] }), /* @__PURE__ */ a(AddressSummary, { address: a$1 })] })]
										})),
										addresses.data ? /* @__PURE__ */ a("label", {
											class: `choice-card${addressId === "new" ? " is-selected" : ""}`,
											children: [/* @__PURE__ */ a("input", {
												type: "radio",
												name: "address",
												checked: addressId === "new",
												onChange: () => setAddressId("new")
											}), /* @__PURE__ */ a("span", { children: /* @__PURE__ */ a("strong", { children: t("checkout.newAddress") }) })]
										}) : null
									]
								}),
								addressId === "new" ? /* @__PURE__ */ a("div", {
									class: "form-grid",
									children: [
										/* @__PURE__ */ a(Field, {
											label: t("field.recipientName"),
											value: form.recipientName,
											onValue: set("recipientName"),
											error: errors.recipientName,
											autoComplete: "name"
										}),
										/* @__PURE__ */ a(Field, {
											label: t("field.phone"),
											value: form.phone,
											onValue: set("phone"),
											error: errors.phone,
											type: "tel",
											inputMode: "tel",
											autoComplete: "tel",
											dir: "ltr",
											hint: t("field.phoneHint")
										}),
										/* @__PURE__ */ a(Field, {
											label: t("field.street"),
											value: form.street,
											onValue: set("street"),
											error: errors.street,
											autoComplete: "street-address",
											class: "span-2"
										}),
										/* @__PURE__ */ a(Field, {
											label: t("field.district"),
											value: form.district,
											onValue: set("district"),
											error: errors.district,
											optionalLabel: t("common.optional")
										}),
										/* @__PURE__ */ a(Field, {
											label: t("field.city"),
											value: form.city,
											onValue: set("city"),
											error: errors.city,
											autoComplete: "address-level2"
										}),
										/* @__PURE__ */ a("div", {
											class: `field${errors.country ? " has-error" : ""}`,
											children: [/* @__PURE__ */ a("label", {
												for: "co-country",
												class: "field-label",
												children: t("field.country")
											}), /* @__PURE__ */ a("select", {
												id: "co-country",
												class: "input",
												value: form.country,
												onChange: (e) => set("country")(e.target.value),
												children: /* @__PURE__ */ a(CountryOptions, {})
											})]
										}),
										/* @__PURE__ */ a(Field, {
											label: t("field.postalCode"),
											value: form.postalCode,
											onValue: set("postalCode"),
											error: errors.postalCode,
											inputMode: "numeric",
											autoComplete: "postal-code",
											dir: "ltr",
											optionalLabel: t("common.optional")
										}),
										/* @__PURE__ */ a(Field, {
											label: t("field.buildingNumber"),
											value: form.buildingNumber,
											onValue: set("buildingNumber"),
											error: errors.buildingNumber,
											inputMode: "numeric",
											dir: "ltr",
											optionalLabel: t("common.optional")
										}),
										/* @__PURE__ */ a(Field, {
											label: t("field.addressTitle"),
											value: form.title,
											onValue: set("title"),
											error: errors.title,
											placeholder: t("field.addressTitleHint"),
											optionalLabel: t("common.optional")
										}),
										/* @__PURE__ */ a("label", {
											class: "choice span-2",
											children: [/* @__PURE__ */ a("input", {
												type: "checkbox",
												checked: saveAddress,
												onChange: (e) => setSaveAddress(e.target.checked)
											}), /* @__PURE__ */ a("span", { children: t("checkout.saveAddress") })]
										})
									]
								}) : null,
								/* @__PURE__ */ a("div", {
									class: "form-actions",
									children: [/* @__PURE__ */ a("a", {
										href: "/cart",
										class: "btn btn-ghost",
										children: t("checkout.backToCart")
									}), /* @__PURE__ */ a("button", {
										type: "submit",
										class: "btn btn-primary",
										children: t("checkout.continue")
									})]
								})
							]
						}) : null,
						step === "payment" ? /* @__PURE__ */ a("form", {
							class: "card",
							onSubmit: (e) => {
								e.preventDefault();
								setStep("review");
							},
							children: [
								/* @__PURE__ */ a("h2", {
									class: "sub-title",
									ref: headingRef,
									tabIndex: -1,
									children: t("checkout.step.payment")
								}),
								/* @__PURE__ */ a("fieldset", {
									class: "choice-cards",
									children: [/* @__PURE__ */ a("legend", {
										class: "sr-only",
										children: t("checkout.step.payment")
									}), PAYMENT_METHODS.map((m) => {
										const disabled = m === "cod" && !codAvailable;
										return /* @__PURE__ */ a("label", {
											class: `choice-card${method === m ? " is-selected" : ""}${disabled ? " is-disabled" : ""}`,
											children: [/* @__PURE__ */ a("input", {
												type: "radio",
												name: "method",
												value: m,
												checked: method === m,
												disabled,
												onChange: () => setMethod(m)
											}), /* @__PURE__ */ a("span", { children: [
												/* @__PURE__ */ a("strong", { children: t(`payment.${m}`) }),
												/* @__PURE__ */ a("span", {
													class: "muted",
													children: t(`payment.${m}Text`)
												}),
												m === "cod" && codFee > 0 ? /* @__PURE__ */ a("span", {
													class: "muted",
													children: [
														t("payment.codFee"),
														" ",
														/* @__PURE__ */ a(Money, { amount: codFee })
													]
												}) : null,
												disabled ? /* @__PURE__ */ a("span", {
													class: "field-error",
													children: t("payment.codUnavailable")
												}) : null
											] })]
										});
									})]
								}),
								/* @__PURE__ */ a("div", {
									class: "form-actions",
									children: [/* @__PURE__ */ a("button", {
										type: "button",
										class: "btn btn-ghost",
										onClick: () => setStep("shipping"),
										children: t("checkout.back")
									}), /* @__PURE__ */ a("button", {
										type: "submit",
										class: "btn btn-primary",
										children: t("checkout.continue")
									})]
								})
							]
						}) : null,
						step === "review" ? /* @__PURE__ */ a("section", {
							class: "card",
							"aria-labelledby": "review-title",
							children: [
								/* @__PURE__ */ a("h2", {
									class: "sub-title",
									id: "review-title",
									ref: headingRef,
									tabIndex: -1,
									children: t("checkout.step.review")
								}),
								/* @__PURE__ */ a("div", {
									class: "review-grid",
									children: [/* @__PURE__ */ a("div", { children: [
										/* @__PURE__ */ a("h3", {
											class: "mini-title",
											children: t("checkout.deliverTo")
										}),
										/* @__PURE__ */ a(AddressSummary, { address: chosen ?? form }),
										/* @__PURE__ */ a("button", {
											type: "button",
											class: "link-btn",
											onClick: () => setStep("shipping"),
											children: t("common.edit")
										})
									] }), /* @__PURE__ */ a("div", { children: [
										/* @__PURE__ */ a("h3", {
											class: "mini-title",
											children: t("checkout.step.payment")
										}),
										/* @__PURE__ */ a("p", { children: t(`payment.${method}`) }),
										/* @__PURE__ */ a("button", {
											type: "button",
											class: "link-btn",
											onClick: () => setStep("payment"),
											children: t("common.edit")
										})
									] })]
								}),
								/* @__PURE__ */ a("ul", {
									class: "review-lines",
									children: (confirmed?.lines ?? []).map((l) => /* @__PURE__ */ a("li", { children: [
										/* @__PURE__ */ a(Img, {
											image: l.image,
											alt: "",
											sizes: "56px"
										}),
										/* @__PURE__ */ a("span", { children: [
											l.name ? localized(l.name, lang) : `#${l.productId}`,
											" × ",
											l.quantity,
											l.message ? /* @__PURE__ */ a("span", {
												class: "line-problem",
												children: l.message
											}) : null
										] }),
										/* @__PURE__ */ a(Money, { amount: l.lineTotal })
									] }))
								}),
								/* @__PURE__ */ a(Field, {
									label: t("checkout.notes"),
									value: notes,
									onValue: setNotes,
									multiline: true,
									rows: 2,
									maxLength: 500,
									optionalLabel: t("common.optional")
								}),
								/* @__PURE__ */ a("div", {
									class: "form-actions",
									children: [/* @__PURE__ */ a("button", {
										type: "button",
										class: "btn btn-ghost",
										onClick: () => setStep("payment"),
										children: t("checkout.back")
									}), /* @__PURE__ */ a("button", {
										type: "button",
										class: "btn btn-primary btn-lg",
										disabled: placing || !confirmed || !confirmed.isValid,
										onClick: placeOrder,
										children: placing ? t("common.sending") : method === "cod" ? t("checkout.placeOrder") : t("checkout.placeAndPay")
									})]
								})
							]
						}) : null
					]
				}), /* @__PURE__ */ a("aside", {
					class: "card checkout-summary",
					"aria-labelledby": "co-summary",
					children: [
						/* @__PURE__ */ a("h2", {
							class: "sub-title",
							id: "co-summary",
							children: t("cart.summary")
						}),
						quoteError && !quoteLoading ? /* @__PURE__ */ a("p", {
							class: "field-error",
							children: quoteError.message
						}) : null,
						confirmed ? /* @__PURE__ */ a("dl", {
							class: "totals",
							children: [
								/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("cart.subtotal", { count: confirmed.itemCount }) }), /* @__PURE__ */ a("dd", { children: /* @__PURE__ */ a(Money, { amount: confirmed.subtotal }) })] }),
								confirmed.discount > 0 ? /* @__PURE__ */ a("div", {
									class: "totals-discount",
									children: [/* @__PURE__ */ a("dt", { children: t("cart.discount") }), /* @__PURE__ */ a("dd", { children: ["−", /* @__PURE__ */ a(Money, { amount: confirmed.discount })] })]
								}) : null,
								/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("cart.shipping") }), /* @__PURE__ */ a("dd", { children: confirmed.freeShipping ? t("shipping.free") : /* @__PURE__ */ a(Money, { amount: confirmed.shipping }) })] }),
								confirmed.codFee > 0 ? /* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("payment.codFee") }), /* @__PURE__ */ a("dd", { children: /* @__PURE__ */ a(Money, { amount: confirmed.codFee }) })] }) : null,
								/* @__PURE__ */ a("div", {
									class: "totals-total",
									children: [/* @__PURE__ */ a("dt", { children: t("cart.total") }), /* @__PURE__ */ a("dd", { children: /* @__PURE__ */ a(Money, { amount: confirmed.total }) })]
								}),
								/* @__PURE__ */ a("div", {
									class: "totals-vat",
									children: [/* @__PURE__ */ a("dt", { children: t("cart.vatIncluded") }), /* @__PURE__ */ a("dd", { children: /* @__PURE__ */ a(Money, { amount: confirmed.vat }) })]
								})
							]
						}) : /* @__PURE__ */ a(Loading, {}),
						confirmed?.carrier ? /* @__PURE__ */ a("p", {
							class: "muted",
							children: t("shipping.by", {
								carrier: localized(confirmed.carrier.name, lang),
								min: confirmed.deliveryDays.min,
								max: confirmed.deliveryDays.max
							})
						}) : null
					]
				})]
			})
		]
	});
}
/** SPEC.md §2 checkout: shipping info (saved addresses), payment method, review, confirmation. */
function Checkout(_props) {
	const t = useT();
	useHead({
		title: t("checkout.title"),
		noindex: true
	});
	return /* @__PURE__ */ a(RequireAuth, {
		next: "/checkout",
		children: /* @__PURE__ */ a(CheckoutFlow, {})
	});
}
export { Checkout as default };
