import { s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { h as useHead } from "../entry-server.js";
// src/pages/NotFound.tsx
/** Any other path (SPEC.md §2). */
function NotFound(_props) {
	const t = useT();
	useHead({
		title: t("notFound.title"),
		noindex: true
	});
	return /* @__PURE__ */ a("div", {
		class: "container page narrow center not-found",
		children: [
			/* @__PURE__ */ a("p", {
				class: "not-found-code",
				"aria-hidden": "true",
				children: "404"
			}),
			/* @__PURE__ */ a("h1", {
				class: "page-title",
				children: t("notFound.title")
			}),
			/* @__PURE__ */ a("p", {
				class: "muted",
				children: t("notFound.text")
			}),
			/* @__PURE__ */ a("div", {
				class: "form-actions center",
				children: [/* @__PURE__ */ a("a", {
					href: "/",
					class: "btn btn-primary",
					children: t("notFound.home")
				}), /* @__PURE__ */ a("a", {
					href: "/products",
					class: "btn btn-outline",
					children: t("nav.shop")
				})]
			})
		]
	});
}
export { NotFound as default };
