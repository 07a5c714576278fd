import { i as checkout } from "./endpoints-BcDGtITX.js";
import { S as Loading, b as EmptyState, p as useQuery, x as ErrorState } from "../entry-server.js";
import { T as PackageIcon } from "./Icons-Bd2_PXmW.js";
import { t as OrderStatusBadge } from "./OrderStatus-naOhFY_r.js";
import { t as Pagination } from "./Pagination-CugzQHKz.js";
import { t as Money } from "./Price-rsATRL1D.js";
import { t as UserLayout } from "./UserLayout-DvV1tyqn.js";
import { f as useLanguage, s as useT, t as a, z as $ } from "./jsxRuntime-De6QBBm-.js";
import { t as formatDate } from "./format-BBTMx1eW.js";
// src/pages/user/Orders.tsx
var PAGE_SIZE = 10;
function OrderList({ page }) {
	const t = useT();
	const lang = useLanguage();
	const orders = useQuery(`/api/orders?page=${page}`, () => checkout.orders(page, PAGE_SIZE), { staleMs: 5e3 });
	if (orders.loading && !orders.data) return /* @__PURE__ */ a(Loading, {});
	if (orders.error && !orders.data) return /* @__PURE__ */ a(ErrorState, {
		message: orders.error.message,
		onRetry: orders.reload
	});
	const data = orders.data;
	if (!data.items.length) return /* @__PURE__ */ a(EmptyState, {
		title: t("orders.none"),
		icon: /* @__PURE__ */ a(PackageIcon, { size: 36 }),
		children: /* @__PURE__ */ a("a", {
			href: "/products",
			class: "btn btn-primary",
			children: t("cart.continueShopping")
		})
	});
	return /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("div", {
		class: "table-wrap",
		children: /* @__PURE__ */ a("table", {
			class: "table",
			children: [
				/* @__PURE__ */ a("caption", {
					class: "sr-only",
					children: t("user.orders")
				}),
				/* @__PURE__ */ a("thead", { children: /* @__PURE__ */ a("tr", { children: [
					/* @__PURE__ */ a("th", {
						scope: "col",
						children: t("order.number")
					}),
					/* @__PURE__ */ a("th", {
						scope: "col",
						children: t("order.date")
					}),
					/* @__PURE__ */ a("th", {
						scope: "col",
						children: t("order.status")
					}),
					/* @__PURE__ */ a("th", {
						scope: "col",
						children: t("order.items")
					}),
					/* @__PURE__ */ a("th", {
						scope: "col",
						children: t("cart.total")
					}),
					/* @__PURE__ */ a("th", {
						scope: "col",
						children: /* @__PURE__ */ a("span", {
							class: "sr-only",
							children: t("order.details")
						})
					})
				] }) }),
				/* @__PURE__ */ a("tbody", { children: data.items.map((o) => /* @__PURE__ */ a("tr", { children: [
					/* @__PURE__ */ a("td", {
						dir: "ltr",
						class: "order-number",
						children: o.orderNumber
					}),
					/* @__PURE__ */ a("td", { children: formatDate(o.createdAt, lang, true) }),
					/* @__PURE__ */ a("td", { children: /* @__PURE__ */ a(OrderStatusBadge, { status: o.status }) }),
					/* @__PURE__ */ a("td", { children: o.itemCount }),
					/* @__PURE__ */ a("td", { children: /* @__PURE__ */ a(Money, { amount: o.total }) }),
					/* @__PURE__ */ a("td", { children: /* @__PURE__ */ a("a", {
						href: `/user/orders/${o.id}`,
						"aria-label": t("order.detailsFor", { number: o.orderNumber }),
						children: t("order.details")
					}) })
				] })) })
			]
		})
	}), /* @__PURE__ */ a(Pagination, {
		page,
		pages: Math.ceil(data.total / data.pageSize),
		hrefFor: (p) => `/user/orders${p > 1 ? `?page=${p}` : ""}`
	})] });
}
/** /user/orders: order history. */
function Orders({ page }) {
	const t = useT();
	const n = Math.max(1, Math.floor(Number(page)) || 1);
	return /* @__PURE__ */ a(UserLayout, {
		title: t("user.orders"),
		active: "/user/orders",
		children: /* @__PURE__ */ a(OrderList, { page: n })
	});
}
export { Orders as default };
