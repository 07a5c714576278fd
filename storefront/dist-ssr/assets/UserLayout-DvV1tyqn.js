import { O as useNotifications, P as $, h as useHead, j as useAuth, k as logout } from "../entry-server.js";
import { s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { t as RequireAuth } from "./guard-wkjlloOG.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
import { D as PinIcon, T as PackageIcon, b as LogoutIcon, n as BellIcon, u as DashboardIcon, z as UserIcon } from "./Icons-Bd2_PXmW.js";
// src/components/UserLayout.tsx
var LINKS = [
	{
		href: "/user",
		key: "user.dashboard",
		Icon: DashboardIcon
	},
	{
		href: "/user/orders",
		key: "user.orders",
		Icon: PackageIcon
	},
	{
		href: "/user/notifications",
		key: "user.notifications",
		Icon: BellIcon
	},
	{
		href: "/user/profile",
		key: "user.profile",
		Icon: UserIcon
	},
	{
		href: "/user/addresses",
		key: "user.addresses",
		Icon: PinIcon
	}
];
/** The customer area (SPEC.md §2): guarded (Customer role), side navigation and a logout button. */
function UserLayout({ title, active, children }) {
	useHead({
		title,
		noindex: true
	});
	return /* @__PURE__ */ a(RequireAuth, { children: /* @__PURE__ */ a(UserShell, {
		title,
		active,
		children
	}) });
}
function UserShell({ title, active, children }) {
	const t = useT();
	const { user } = useAuth();
	const { unread } = useNotifications();
	return /* @__PURE__ */ a("div", {
		class: "container page user-layout",
		children: [/* @__PURE__ */ a("aside", {
			class: "user-nav card",
			"aria-label": t("user.area"),
			children: [
				/* @__PURE__ */ a("p", {
					class: "user-hello",
					children: [/* @__PURE__ */ a("span", {
						class: "avatar avatar-customer",
						"aria-hidden": "true",
						children: "C"
					}), /* @__PURE__ */ a("span", { children: [/* @__PURE__ */ a("span", {
						class: "muted small",
						children: t("user.hello")
					}), /* @__PURE__ */ a("strong", { children: user?.name })] })]
				}),
				/* @__PURE__ */ a("nav", {
					"aria-label": t("user.area"),
					children: /* @__PURE__ */ a("ul", { children: LINKS.map(({ href, key, Icon }) => /* @__PURE__ */ a("li", { children: /* @__PURE__ */ a("a", {
						href,
						"aria-current": active === href ? "page" : void 0,
						children: [
							/* @__PURE__ */ a(Icon, { size: 18 }),
							/* @__PURE__ */ a("span", { children: t(key) }),
							href === "/user/notifications" && unread > 0 ? /* @__PURE__ */ a("span", {
								class: "dot",
								role: "img",
								"aria-label": t("notifications.unreadCount", { count: unread })
							}) : null
						]
					}) })) })
				}),
				/* @__PURE__ */ a("button", {
					type: "button",
					class: "btn btn-ghost btn-block logout-btn",
					onClick: () => {
						logout();
						toast.info("user.loggedOut");
						$("/");
					},
					children: [/* @__PURE__ */ a(LogoutIcon, {
						size: 18,
						flip: true
					}), t("user.logout")]
				})
			]
		}), /* @__PURE__ */ a("section", {
			class: "user-main",
			"aria-labelledby": "user-title",
			children: [/* @__PURE__ */ a("h1", {
				id: "user-title",
				class: "page-title",
				children: title
			}), children]
		})]
	});
}
export { UserLayout as t };
