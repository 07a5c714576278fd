import { R as d, f as useLanguage, r as localized, s as useT, t as a, z as $ } from "./jsxRuntime-De6QBBm-.js";
import { i as checkout, u as readToken } from "./endpoints-BcDGtITX.js";
import { S as Loading, p as useQuery, x as ErrorState } from "../entry-server.js";
import { R as TruckIcon, k as ReceiptIcon } from "./Icons-Bd2_PXmW.js";
import { t as Img } from "./Img-B5GI3iPx.js";
import { t as OrderStatusBadge } from "./OrderStatus-naOhFY_r.js";
import { t as Money } from "./Price-rsATRL1D.js";
import { t as UserLayout } from "./UserLayout-DvV1tyqn.js";
import { n as orderStatusLabel, t as catalogue } from "./catalogue-x-TmefiT.js";
import { i as joinParts, t as formatDate } from "./format-BBTMx1eW.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
// src/pages/user/OrderDetails.tsx
/**
* The tax invoice is printable HTML behind the bearer token: fetched with it and opened from a
* blob URL (a plain link could not carry the token).
*/
async function openInvoice(orderId, lang) {
	const win = window.open("", "_blank");
	try {
		const token = readToken();
		const res = await fetch(`/api/orders/${orderId}/invoice`, { headers: {
			Accept: "text/html",
			"Accept-Language": lang,
			...token ? { Authorization: `Bearer ${token}` } : {}
		} });
		if (!res.ok) {
			win?.close();
			try {
				return (await res.json()).message ?? catalogue("invoice.notAvailable", lang);
			} catch {
				return catalogue("invoice.notAvailable", lang);
			}
		}
		const url = URL.createObjectURL(new Blob([await res.text()], { type: "text/html;charset=utf-8" }));
		if (win) win.location.href = url;
		else location.assign(url);
		setTimeout(() => URL.revokeObjectURL(url), 6e4);
		return null;
	} catch {
		win?.close();
		return catalogue("invoice.notAvailable", lang);
	}
}
function Details({ id }) {
	const t = useT();
	const lang = useLanguage();
	const order = useQuery(`/api/orders/${id}`, () => checkout.order(id), { staleMs: 5e3 });
	const [busy, setBusy] = d(false);
	if (order.loading && !order.data) return /* @__PURE__ */ a(Loading, {});
	if (order.error && !order.data) return /* @__PURE__ */ a(ErrorState, {
		message: order.error.status === 404 ? catalogue("order.notFound", lang) : order.error.message,
		onRetry: order.error.status === 404 ? void 0 : order.reload
	});
	const o = order.data;
	const invoiceReady = !["WaitingForPayment", "PaymentFailure"].includes(o.status);
	return /* @__PURE__ */ a("div", {
		class: "order-details",
		children: [
			/* @__PURE__ */ a("div", {
				class: "card order-head",
				children: [
					/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("p", {
						class: "muted small",
						children: t("order.number")
					}), /* @__PURE__ */ a("p", {
						class: "order-number",
						dir: "ltr",
						children: o.orderNumber
					})] }),
					/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("p", {
						class: "muted small",
						children: t("order.date")
					}), /* @__PURE__ */ a("p", { children: formatDate(o.createdAt, lang, true) })] }),
					/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("p", {
						class: "muted small",
						children: t("order.status")
					}), /* @__PURE__ */ a(OrderStatusBadge, { status: o.status })] }),
					/* @__PURE__ */ a("div", {
						class: "order-actions",
						children: [
							/* @__PURE__ */ a("button", {
								type: "button",
								class: "btn btn-outline btn-sm",
								disabled: busy || !invoiceReady,
								title: invoiceReady ? void 0 : catalogue("invoice.notAvailable", lang),
								onClick: async () => {
									setBusy(true);
									const problem = await openInvoice(o.id, lang);
									setBusy(false);
									if (problem) toast.text(problem, "error");
								},
								children: [/* @__PURE__ */ a(ReceiptIcon, { size: 16 }), t("order.invoice")]
							}),
							o.paymentId ? /* @__PURE__ */ a("a", {
								href: `/shipment/${o.paymentId}`,
								class: "btn btn-outline btn-sm",
								children: [/* @__PURE__ */ a(TruckIcon, { size: 16 }), t("order.trackShipment")]
							}) : null,
							o.status === "WaitingForPayment" && o.paymentId ? /* @__PURE__ */ a("a", {
								href: `/payment/result?paymentId=${o.paymentId}`,
								class: "btn btn-primary btn-sm",
								children: t("order.payment")
							}) : null
						]
					})
				]
			}),
			o.rejectionReason ? /* @__PURE__ */ a("p", {
				class: "notice notice-error",
				children: [
					t("order.rejected"),
					": ",
					o.rejectionReason
				]
			}) : null,
			/* @__PURE__ */ a("div", {
				class: "order-grid",
				children: [/* @__PURE__ */ a("section", {
					class: "card",
					"aria-labelledby": "order-items",
					children: [
						/* @__PURE__ */ a("h2", {
							id: "order-items",
							class: "sub-title",
							children: t("order.items")
						}),
						/* @__PURE__ */ a("ul", {
							class: "review-lines",
							children: o.items.map((item) => /* @__PURE__ */ a("li", { children: [
								/* @__PURE__ */ a(Img, {
									image: item.image,
									alt: "",
									sizes: "56px"
								}),
								/* @__PURE__ */ a("span", { children: [item.productId ? /* @__PURE__ */ a("a", {
									href: `/products/${item.productId}`,
									children: localized(item.name, lang)
								}) : localized(item.name, lang), /* @__PURE__ */ a("span", {
									class: "muted small",
									children: [
										" ",
										"× ",
										item.quantity,
										" · ",
										/* @__PURE__ */ a(Money, { amount: item.finalPrice }),
										item.discount > 0 ? /* @__PURE__ */ a("del", {
											class: "price-was",
											children: /* @__PURE__ */ a(Money, { amount: item.itemPrice })
										}) : null
									]
								})] }),
								/* @__PURE__ */ a(Money, { amount: item.lineTotal })
							] }))
						}),
						/* @__PURE__ */ a("dl", {
							class: "totals",
							children: [
								/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("cart.subtotal", { count: o.itemCount }) }), /* @__PURE__ */ a("dd", { children: /* @__PURE__ */ a(Money, { amount: o.subtotal }) })] }),
								o.discount > 0 ? /* @__PURE__ */ a("div", {
									class: "totals-discount",
									children: [/* @__PURE__ */ a("dt", { children: [
										t("cart.discount"),
										" ",
										o.couponCode ? /* @__PURE__ */ a("bdi", {
											dir: "ltr",
											children: [
												"(",
												o.couponCode,
												")"
											]
										}) : null
									] }), /* @__PURE__ */ a("dd", { children: ["−", /* @__PURE__ */ a(Money, { amount: o.discount })] })]
								}) : null,
								/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("cart.shipping") }), /* @__PURE__ */ a("dd", { children: o.shipping === 0 ? t("shipping.free") : /* @__PURE__ */ a(Money, { amount: o.shipping }) })] }),
								o.codFee > 0 ? /* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("payment.codFee") }), /* @__PURE__ */ a("dd", { children: /* @__PURE__ */ a(Money, { amount: o.codFee }) })] }) : null,
								/* @__PURE__ */ a("div", {
									class: "totals-total",
									children: [/* @__PURE__ */ a("dt", { children: t("cart.total") }), /* @__PURE__ */ a("dd", { children: /* @__PURE__ */ a(Money, { amount: o.total }) })]
								}),
								/* @__PURE__ */ a("div", {
									class: "totals-vat",
									children: [/* @__PURE__ */ a("dt", { children: t("cart.vatIncluded") }), /* @__PURE__ */ a("dd", { children: /* @__PURE__ */ a(Money, { amount: o.vat }) })]
								})
							]
						})
					]
				}), /* @__PURE__ */ a("div", {
					class: "order-side",
					children: [/* @__PURE__ */ a("section", {
						class: "card",
						"aria-labelledby": "order-delivery",
						children: [
							/* @__PURE__ */ a("h2", {
								id: "order-delivery",
								class: "sub-title",
								children: t("checkout.deliverTo")
							}),
							/* @__PURE__ */ a("p", {
								class: "address-summary",
								children: [
									o.address.recipientName ? /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("strong", { children: o.address.recipientName }), /* @__PURE__ */ a("br", {})] }) : null,
									joinParts([
										o.address.street,
										o.address.district,
										o.address.city
									], lang),
									/* @__PURE__ */ a("br", {}),
									t(`country.${o.address.country}`),
									" ",
									o.address.postalCode ?? ""
								]
							}),
							/* @__PURE__ */ a("p", { children: [/* @__PURE__ */ a("span", {
								class: "muted",
								children: [t("checkout.step.payment"), ": "]
							}), t(`payment.${o.paymentMethod}`)] }),
							o.carrier ? /* @__PURE__ */ a("p", { children: [
								/* @__PURE__ */ a("span", {
									class: "muted",
									children: [t("shipment.carrier"), ": "]
								}),
								localized(o.carrier.name, lang),
								" ",
								o.trackingNumber ? /* @__PURE__ */ a("bdi", {
									dir: "ltr",
									children: [
										"(",
										o.trackingNumber,
										")"
									]
								}) : null
							] }) : null,
							o.estimatedDelivery ? /* @__PURE__ */ a("p", { children: [
								/* @__PURE__ */ a("span", {
									class: "muted",
									children: [t("shipment.estimated"), ": "]
								}),
								formatDate(o.estimatedDelivery.from, lang),
								" – ",
								formatDate(o.estimatedDelivery.to, lang)
							] }) : null
						]
					}), o.history?.length ? /* @__PURE__ */ a("section", {
						class: "card",
						"aria-labelledby": "order-history",
						children: [/* @__PURE__ */ a("h2", {
							id: "order-history",
							class: "sub-title",
							children: t("order.history")
						}), /* @__PURE__ */ a("ol", {
							class: "timeline",
							children: o.history.map((h) => /* @__PURE__ */ a("li", { children: [
								/* @__PURE__ */ a("strong", { children: orderStatusLabel(h.status, lang) }),
								/* @__PURE__ */ a("time", {
									class: "muted small",
									dateTime: h.at,
									children: formatDate(h.at, lang, true)
								}),
								h.note ? /* @__PURE__ */ a("p", {
									class: "small",
									children: h.note
								}) : null
							] }))
						})]
					}) : null]
				})]
			}),
			/* @__PURE__ */ a("p", { children: /* @__PURE__ */ a("a", {
				href: "/user/orders",
				class: "link-more",
				children: t("order.back")
			}) })
		]
	});
}
/** /user/orders/{id}: one order with its items, totals, timeline and the invoice link. */
function OrderDetails({ id }) {
	const t = useT();
	const n = Number(id);
	return /* @__PURE__ */ a(UserLayout, {
		title: t("order.title"),
		active: "/user/orders",
		children: Number.isInteger(n) && n > 0 ? /* @__PURE__ */ a(Details, { id: n }) : /* @__PURE__ */ a(ErrorState, { message: t("order.notFound") })
	});
}
export { OrderDetails as default };
