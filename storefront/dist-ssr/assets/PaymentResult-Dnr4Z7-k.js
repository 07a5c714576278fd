import { P as A, R as d, f as useLanguage, s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { i as checkout } from "./endpoints-BcDGtITX.js";
import { S as Loading, h as useHead, p as useQuery, x as ErrorState } from "../entry-server.js";
import { i as CheckIcon, s as ClockIcon, t as AlertIcon } from "./Icons-Bd2_PXmW.js";
import { t as Money } from "./Price-rsATRL1D.js";
import { i as paymentResultStatus, r as paymentStatusLabel, t as catalogue } from "./catalogue-x-TmefiT.js";
import { t as formatDate } from "./format-BBTMx1eW.js";
import { t as RequireAuth } from "./guard-wkjlloOG.js";
import { r as takeStashedCart, t as dropStashedCart } from "./pending-cart-483eGeE3.js";
import { n as cartStore, s as setCouponCode, t as addItem } from "./cart-B5Oa7jke.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
// src/pages/PaymentResult.tsx
var POLL_MS = 3e3;
var POLL_LIMIT = 10;
function Result({ paymentId }) {
	const t = useT();
	const lang = useLanguage();
	const payment = useQuery(`/api/payments/${paymentId}`, () => checkout.payment(paymentId), { staleMs: 0 });
	const [polls, setPolls] = d(0);
	const p = payment.data;
	A(() => {
		if (!p || p.status !== "Pending" || polls >= POLL_LIMIT) return;
		const timer = setTimeout(() => {
			setPolls((n) => n + 1);
			payment.reload();
		}, POLL_MS);
		return () => clearTimeout(timer);
	}, [p?.status, polls]);
	A(() => {
		if (!p || p.status === "Pending") return;
		if (p.status === "Paid") {
			dropStashedCart(p.id);
			return;
		}
		const pending = takeStashedCart(p.id);
		if (pending && cartStore.get().items.length === 0) {
			for (const item of pending.items) addItem(item, item.quantity, { silent: true });
			setCouponCode(pending.couponCode);
			toast.info("cart.restored");
		}
	}, [p?.status]);
	if (payment.error && !p) {
		const message = payment.error.status === 404 ? catalogue("payment.notFound", lang) : catalogue("payment.checkFailed", lang);
		return /* @__PURE__ */ a(ErrorState, {
			title: catalogue("payment.checkFailed", lang),
			message,
			onRetry: payment.reload
		});
	}
	if (!p) return /* @__PURE__ */ a(Loading, {});
	const kind = paymentResultStatus(p.status);
	const paid = p.status === "Paid";
	const expired = p.expiresAt ? Date.parse(p.expiresAt) < Date.now() : false;
	return /* @__PURE__ */ a("div", {
		class: `card result-card result-${paid ? "paid" : kind}`,
		children: [
			/* @__PURE__ */ a("span", {
				class: "result-icon",
				"aria-hidden": "true",
				children: paid ? /* @__PURE__ */ a(CheckIcon, { size: 32 }) : kind === "pending" ? /* @__PURE__ */ a(ClockIcon, { size: 32 }) : /* @__PURE__ */ a(AlertIcon, { size: 32 })
			}),
			/* @__PURE__ */ a("h1", {
				class: "page-title",
				children: paid ? t("paymentResult.paid") : t(`paymentResult.${kind}`)
			}),
			/* @__PURE__ */ a("p", {
				class: "muted",
				children: paid ? t("paymentResult.paidText") : t(`paymentResult.${kind}Text`)
			}),
			/* @__PURE__ */ a("dl", {
				class: "details-list",
				children: [
					/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("paymentResult.status") }), /* @__PURE__ */ a("dd", { children: /* @__PURE__ */ a("span", {
						class: `status status-${paid ? "ok" : kind}`,
						children: paid ? t("paymentResult.statusPaid") : paymentStatusLabel(p.status, lang)
					}) })] }),
					p.orderNumber ? /* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("order.number") }), /* @__PURE__ */ a("dd", {
						dir: "ltr",
						children: p.orderNumber
					})] }) : null,
					/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("paymentResult.invoiceId") }), /* @__PURE__ */ a("dd", {
						dir: "ltr",
						children: p.invoiceId ?? "—"
					})] }),
					/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("paymentResult.amount") }), /* @__PURE__ */ a("dd", { children: /* @__PURE__ */ a(Money, { amount: p.amount }) })] }),
					/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("paymentResult.createdAt") }), /* @__PURE__ */ a("dd", { children: formatDate(p.createdAt, lang, true) })] }),
					/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("paymentResult.expiresAt") }), /* @__PURE__ */ a("dd", { children: p.expiresAt ? formatDate(p.expiresAt, lang, true) : "—" })] })
				]
			}),
			/* @__PURE__ */ a("div", {
				class: "form-actions center",
				children: [
					kind === "pending" && p.redirectUrl && !expired ? /* @__PURE__ */ a("a", {
						href: p.redirectUrl,
						class: "btn btn-primary",
						"data-native": "",
						children: t("paymentResult.payNow")
					}) : null,
					paid ? /* @__PURE__ */ a("a", {
						href: `/shipment/${p.id}`,
						class: "btn btn-primary",
						children: t("paymentResult.trackShipment")
					}) : null,
					/* @__PURE__ */ a("a", {
						href: `/user/orders/${p.orderId}`,
						class: "btn btn-outline",
						children: t("checkout.viewOrder")
					}),
					kind === "canceled" || !paid && kind === "unknown" ? /* @__PURE__ */ a("a", {
						href: "/cart",
						class: "btn btn-ghost",
						children: t("paymentResult.backToCart")
					}) : null
				]
			})
		]
	});
}
/** The payment result screen (SPEC.md §2): pending, canceled or unknown, with invoice id, amount, created and expiry dates. */
function PaymentResult({ paymentId }) {
	const t = useT();
	const lang = useLanguage();
	useHead({
		title: t("paymentResult.title"),
		noindex: true
	});
	const id = (paymentId ?? (typeof location !== "undefined" ? new URLSearchParams(location.search).get("paymentId") : null) ?? "").trim();
	return /* @__PURE__ */ a("div", {
		class: "container page narrow",
		children: id ? /* @__PURE__ */ a(RequireAuth, {
			allow: () => true,
			children: /* @__PURE__ */ a(Result, { paymentId: id })
		}) : /* @__PURE__ */ a(ErrorState, {
			title: t("paymentResult.title"),
			message: catalogue("payment.idMissing", lang)
		})
	});
}
export { PaymentResult as default };
