import { s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { s as pageWindow } from "../entry-server.js";
import { a as ChevronNext, o as ChevronPrev } from "./Icons-Bd2_PXmW.js";
// src/components/Pagination.tsx
/** Page links (real hrefs: they work for crawlers and in new tabs). */
function Pagination({ page, pages, hrefFor }) {
	const t = useT();
	if (pages <= 1) return null;
	return /* @__PURE__ */ a("nav", {
		class: "pagination",
		"aria-label": t("pagination.label"),
		children: [
			page > 1 ? /* @__PURE__ */ a("a", {
				href: hrefFor(page - 1),
				class: "page-link",
				rel: "prev",
				"aria-label": t("pagination.previous"),
				children: /* @__PURE__ */ a(ChevronPrev, {
					size: 18,
					flip: true
				})
			}) : /* @__PURE__ */ a("span", {
				class: "page-link is-disabled",
				"aria-hidden": "true",
				children: /* @__PURE__ */ a(ChevronPrev, {
					size: 18,
					flip: true
				})
			}),
			pageWindow(page, pages).map((p, i) => p === "gap" ? /* @__PURE__ */ a("span", {
				class: "page-gap",
				"aria-hidden": "true",
				children: "…"
			}, `gap-${i}`) : /* @__PURE__ */ a("a", {
				href: hrefFor(p),
				class: `page-link${p === page ? " is-current" : ""}`,
				"aria-current": p === page ? "page" : void 0,
				"aria-label": t("pagination.page", { page: p }),
				children: p
			}, p)),
			page < pages ? /* @__PURE__ */ a("a", {
				href: hrefFor(page + 1),
				class: "page-link",
				rel: "next",
				"aria-label": t("pagination.next"),
				children: /* @__PURE__ */ a(ChevronNext, {
					size: 18,
					flip: true
				})
			}) : /* @__PURE__ */ a("span", {
				class: "page-link is-disabled",
				"aria-hidden": "true",
				children: /* @__PURE__ */ a(ChevronNext, {
					size: 18,
					flip: true
				})
			})
		]
	});
}
export { Pagination as t };
