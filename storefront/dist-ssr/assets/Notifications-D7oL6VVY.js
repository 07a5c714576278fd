import { P as A, f as useLanguage, r as localized, s as useT, t as a, z as $ } from "./jsxRuntime-De6QBBm-.js";
import { D as markRead, E as markAllRead, O as useNotifications, S as Loading, T as loadNotifications, b as EmptyState, x as ErrorState } from "../entry-server.js";
import { n as BellIcon } from "./Icons-Bd2_PXmW.js";
import { t as UserLayout } from "./UserLayout-DvV1tyqn.js";
import { t as formatDate } from "./format-BBTMx1eW.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
// src/pages/user/Notifications.tsx
function List() {
	const t = useT();
	const lang = useLanguage();
	const n = useNotifications();
	A(() => {
		loadNotifications();
	}, []);
	if (n.status === "loading" && !n.items.length) return /* @__PURE__ */ a(Loading, {});
	if (n.status === "error" && !n.items.length) return /* @__PURE__ */ a(ErrorState, {
		message: n.error ?? t("common.loadFailed"),
		onRetry: () => void loadNotifications()
	});
	if (!n.items.length) return /* @__PURE__ */ a(EmptyState, {
		title: t("notifications.none"),
		icon: /* @__PURE__ */ a(BellIcon, { size: 36 })
	});
	return /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("div", {
		class: "page-head",
		children: [/* @__PURE__ */ a("p", {
			class: "muted",
			role: "status",
			children: t("notifications.unreadCount", { count: n.unread })
		}), n.unread > 0 ? /* @__PURE__ */ a("button", {
			type: "button",
			class: "btn btn-ghost btn-sm",
			onClick: () => markAllRead().catch((e) => toast.text(e.message, "error")),
			children: t("notifications.markAll")
		}) : null]
	}), /* @__PURE__ */ a("ul", {
		class: "notification-list",
		children: n.items.map((item) => /* @__PURE__ */ a("li", {
			class: `card notification${item.isRead ? "" : " is-unread"}`,
			children: [
				!item.isRead ? /* @__PURE__ */ a("span", {
					class: "dot",
					"aria-hidden": "true"
				}) : null,
				/* @__PURE__ */ a("div", { children: [
					/* @__PURE__ */ a("h2", {
						class: "mini-title",
						children: [!item.isRead ? /* @__PURE__ */ a("span", {
							class: "sr-only",
							children: [t("notifications.unread"), ": "]
						}) : null, localized(item.title, lang)]
					}),
					/* @__PURE__ */ a("p", { children: localized(item.description, lang) }),
					/* @__PURE__ */ a("time", {
						class: "muted small",
						dateTime: item.createdAt,
						children: formatDate(item.createdAt, lang, true)
					})
				] }),
				!item.isRead ? /* @__PURE__ */ a("button", {
					type: "button",
					class: "btn btn-ghost btn-sm",
					onClick: () => markRead(item.id).catch((e) => toast.text(e.message, "error")),
					children: t("notifications.markRead")
				}) : null
			]
		}))
	})] });
}
/** /user/notifications: newest first, at most 10; a red dot marks the unread (SPEC.md §2/§7). */
function Notifications(_props) {
	const t = useT();
	return /* @__PURE__ */ a(UserLayout, {
		title: t("user.notifications"),
		active: "/user/notifications",
		children: /* @__PURE__ */ a(List, {})
	});
}
export { Notifications as default };
