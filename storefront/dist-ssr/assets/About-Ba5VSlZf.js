import { t as ContentPage } from "./ContentPage-cuyYWDrx.js";
import { s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
// src/pages/About.tsx
/** /about (SPEC.md §2), written in the back office. */
function About(_props) {
	const t = useT();
	return /* @__PURE__ */ a(ContentPage, {
		slug: "about",
		fallbackTitle: t("content.about"),
		children: /* @__PURE__ */ a("div", {
			class: "about-cta card",
			children: [/* @__PURE__ */ a("p", { children: t("content.aboutCta") }), /* @__PURE__ */ a("div", {
				class: "form-actions",
				children: [
					/* @__PURE__ */ a("a", {
						href: "/products",
						class: "btn btn-primary",
						children: t("home.shopNow")
					}),
					/* @__PURE__ */ a("a", {
						href: "/branches",
						class: "btn btn-outline",
						children: t("nav.branches")
					}),
					/* @__PURE__ */ a("a", {
						href: "/contact",
						class: "btn btn-ghost",
						children: t("nav.contact")
					})
				]
			})]
		})
	});
}
export { About as default };
