import { i as checkout } from "./endpoints-BcDGtITX.js";
import { O as useNotifications, S as Loading, p as useQuery, x as ErrorState } from "../entry-server.js";
import { D as PinIcon, T as PackageIcon, n as BellIcon, z as UserIcon } from "./Icons-Bd2_PXmW.js";
import { t as OrderStatusBadge } from "./OrderStatus-naOhFY_r.js";
import { t as Money } from "./Price-rsATRL1D.js";
import { t as UserLayout } from "./UserLayout-DvV1tyqn.js";
import { f as useLanguage, s as useT, t as a, z as $ } from "./jsxRuntime-De6QBBm-.js";
import { t as formatDate } from "./format-BBTMx1eW.js";
// src/pages/user/Dashboard.tsx
function Overview() {
	const t = useT();
	const lang = useLanguage();
	const orders = useQuery("/api/orders?page=1", () => checkout.orders(1, 5), { staleMs: 1e4 });
	const { unread } = useNotifications();
	return /* @__PURE__ */ a($, { children: [
		/* @__PURE__ */ a("ul", {
			class: "stat-cards",
			children: [/* @__PURE__ */ a("li", {
				class: "card stat",
				children: [
					/* @__PURE__ */ a(PackageIcon, {}),
					/* @__PURE__ */ a("span", {
						class: "stat-value",
						children: orders.data?.total ?? "—"
					}),
					/* @__PURE__ */ a("span", {
						class: "muted",
						children: t("user.ordersCount")
					})
				]
			}), /* @__PURE__ */ a("li", {
				class: "card stat",
				children: [
					/* @__PURE__ */ a(BellIcon, {}),
					/* @__PURE__ */ a("span", {
						class: "stat-value",
						children: unread
					}),
					/* @__PURE__ */ a("span", {
						class: "muted",
						children: t("user.unread")
					})
				]
			})]
		}),
		/* @__PURE__ */ a("div", {
			class: "quick-links",
			children: [
				/* @__PURE__ */ a("a", {
					href: "/user/orders",
					class: "card quick-link",
					children: [
						/* @__PURE__ */ a(PackageIcon, {}),
						" ",
						t("user.orders")
					]
				}),
				/* @__PURE__ */ a("a", {
					href: "/user/addresses",
					class: "card quick-link",
					children: [
						/* @__PURE__ */ a(PinIcon, {}),
						" ",
						t("user.addresses")
					]
				}),
				/* @__PURE__ */ a("a", {
					href: "/user/profile",
					class: "card quick-link",
					children: [
						/* @__PURE__ */ a(UserIcon, {}),
						" ",
						t("user.profile")
					]
				})
			]
		}),
		/* @__PURE__ */ a("h2", {
			class: "sub-title",
			children: t("user.recentOrders")
		}),
		orders.loading && !orders.data ? /* @__PURE__ */ a(Loading, {}) : null,
		orders.error && !orders.data ? /* @__PURE__ */ a(ErrorState, {
			message: orders.error.message,
			onRetry: orders.reload
		}) : null,
		orders.data && !orders.data.items.length ? /* @__PURE__ */ a("p", {
			class: "muted",
			children: [
				t("orders.none"),
				" ",
				/* @__PURE__ */ a("a", {
					href: "/products",
					children: t("cart.continueShopping")
				})
			]
		}) : null,
		/* @__PURE__ */ a("ul", {
			class: "order-list",
			children: (orders.data?.items ?? []).map((o) => /* @__PURE__ */ a("li", { children: /* @__PURE__ */ a("a", {
				href: `/user/orders/${o.id}`,
				class: "card order-row",
				children: [
					/* @__PURE__ */ a("span", {
						dir: "ltr",
						class: "order-number",
						children: o.orderNumber
					}),
					/* @__PURE__ */ a("span", {
						class: "muted",
						children: formatDate(o.createdAt, lang)
					}),
					/* @__PURE__ */ a(OrderStatusBadge, { status: o.status }),
					/* @__PURE__ */ a(Money, { amount: o.total })
				]
			}) }))
		})
	] });
}
/** /user: the customer's dashboard. */
function Dashboard(_props) {
	const t = useT();
	return /* @__PURE__ */ a(UserLayout, {
		title: t("user.dashboard"),
		active: "/user",
		children: /* @__PURE__ */ a(Overview, {})
	});
}
export { Dashboard as default };
