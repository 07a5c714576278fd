import { R as d, f as useLanguage, r as localized, s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { i as checkout } from "./endpoints-BcDGtITX.js";
import { S as Loading, h as useHead, p as useQuery, x as ErrorState } from "../entry-server.js";
import { R as TruckIcon, f as ExternalIcon, i as CheckIcon, l as CopyIcon } from "./Icons-Bd2_PXmW.js";
import { n as orderStatusLabel, t as catalogue } from "./catalogue-x-TmefiT.js";
import { t as formatDate } from "./format-BBTMx1eW.js";
import { t as RequireAuth } from "./guard-wkjlloOG.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
// src/pages/Shipment.tsx
var PROGRESS = [
	"New",
	"InPreparation",
	"OnTheWay",
	"Completed"
];
async function copy(text) {
	try {
		await navigator.clipboard.writeText(text);
		return true;
	} catch {
		const area = document.createElement("textarea");
		area.value = text;
		area.setAttribute("readonly", "");
		area.style.position = "fixed";
		area.style.opacity = "0";
		document.body.appendChild(area);
		area.select();
		const ok = document.execCommand?.("copy") ?? false;
		area.remove();
		return ok;
	}
}
function ShipmentView({ paymentId }) {
	const t = useT();
	const lang = useLanguage();
	const shipment = useQuery(`/api/shipments/${paymentId}`, () => checkout.shipment(paymentId), { staleMs: 1e4 });
	const [copied, setCopied] = d(false);
	const s = shipment.data;
	if (shipment.error && !s) {
		const message = shipment.error.status === 404 ? catalogue("shipment.linkInvalid", lang) : shipment.error.message;
		return /* @__PURE__ */ a(ErrorState, {
			title: t("shipment.title"),
			message,
			onRetry: shipment.error.status === 404 ? void 0 : shipment.reload
		});
	}
	if (!s) return /* @__PURE__ */ a(Loading, {});
	const at = PROGRESS.indexOf(s.status);
	const link = s.trackingUrl ?? (typeof location !== "undefined" ? location.href : "");
	const carrier = s.carrier ? localized(s.carrier.name, lang) : null;
	return /* @__PURE__ */ a("div", {
		class: "card shipment-card",
		children: [
			/* @__PURE__ */ a("div", {
				class: "page-head",
				children: [/* @__PURE__ */ a("h1", {
					class: "page-title",
					children: [
						/* @__PURE__ */ a(TruckIcon, { size: 28 }),
						" ",
						t("shipment.title")
					]
				}), /* @__PURE__ */ a("span", {
					class: `status status-${s.status}`,
					children: orderStatusLabel(s.status, lang)
				})]
			}),
			/* @__PURE__ */ a("p", {
				class: "muted",
				children: t("shipment.order", { number: s.orderNumber })
			}),
			at >= 0 ? /* @__PURE__ */ a("ol", {
				class: "progress",
				"aria-label": t("shipment.progress"),
				children: PROGRESS.map((status, i) => /* @__PURE__ */ a("li", {
					class: `progress-step${i <= at ? " is-done" : ""}`,
					"aria-current": i === at ? "step" : void 0,
					children: [/* @__PURE__ */ a("span", {
						class: "progress-dot",
						"aria-hidden": "true",
						children: i <= at ? /* @__PURE__ */ a(CheckIcon, { size: 12 }) : null
					}), /* @__PURE__ */ a("span", { children: orderStatusLabel(status, lang) })]
				}))
			}) : null,
			!s.isShipped ? /* @__PURE__ */ a("p", {
				class: "notice",
				role: "status",
				children: catalogue("shipment.notConfirmed", lang)
			}) : null,
			/* @__PURE__ */ a("dl", {
				class: "details-list",
				children: [
					/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("shipment.estimated") }), /* @__PURE__ */ a("dd", { children: [t("shipment.businessDays", {
						min: s.deliveryDays?.min ?? 3,
						max: s.deliveryDays?.max ?? 5
					}), s.estimatedDelivery ? /* @__PURE__ */ a("span", {
						class: "muted",
						children: [
							" ",
							"(",
							formatDate(s.estimatedDelivery.from, lang),
							" – ",
							formatDate(s.estimatedDelivery.to, lang),
							")"
						]
					}) : null] })] }),
					/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("shipment.carrier") }), /* @__PURE__ */ a("dd", { children: carrier ?? t("shipment.carrierPending") })] }),
					/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("shipment.trackingNumber") }), /* @__PURE__ */ a("dd", {
						dir: "ltr",
						children: s.trackingNumber ?? "—"
					})] }),
					s.shippedAt ? /* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("shipment.shippedAt") }), /* @__PURE__ */ a("dd", { children: formatDate(s.shippedAt, lang, true) })] }) : null,
					s.deliveredAt ? /* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("shipment.deliveredAt") }), /* @__PURE__ */ a("dd", { children: formatDate(s.deliveredAt, lang, true) })] }) : null,
					s.address ? /* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("shipment.destination") }), /* @__PURE__ */ a("dd", { children: [
						s.address.city,
						"، ",
						t(`country.${s.address.country}`)
					] })] }) : null
				]
			}),
			/* @__PURE__ */ a("div", {
				class: "form-actions",
				children: [
					s.trackingUrl ? /* @__PURE__ */ a("a", {
						href: s.trackingUrl,
						target: "_blank",
						rel: "noopener noreferrer",
						class: "btn btn-primary",
						"data-native": "",
						children: [/* @__PURE__ */ a(ExternalIcon, { size: 18 }), carrier ? t("shipment.trackWith", { carrier }) : t("shipment.track")]
					}) : null,
					/* @__PURE__ */ a("button", {
						type: "button",
						class: "btn btn-outline",
						onClick: async () => {
							const ok = await copy(link);
							setCopied(ok);
							if (ok) toast.success("shipment.copied");
							else toast.error("shipment.copyFailed");
						},
						children: [copied ? /* @__PURE__ */ a(CheckIcon, { size: 18 }) : /* @__PURE__ */ a(CopyIcon, { size: 18 }), s.trackingUrl ? t("shipment.copyTracking") : t("shipment.copyLink")]
					}),
					/* @__PURE__ */ a("a", {
						href: `/user/orders/${s.orderId}`,
						class: "btn btn-ghost",
						children: t("checkout.viewOrder")
					})
				]
			})
		]
	});
}
/** SPEC.md §2 shipment/{paymentId}: status, 3-5 business days, tracking link by carrier, copy link. */
function Shipment({ paymentId }) {
	const t = useT();
	useHead({
		title: t("shipment.title"),
		noindex: true
	});
	return /* @__PURE__ */ a("div", {
		class: "container page narrow",
		children: /* @__PURE__ */ a(RequireAuth, {
			allow: () => true,
			children: /* @__PURE__ */ a(ShipmentView, { paymentId: paymentId ?? "" })
		})
	});
}
export { Shipment as default };
