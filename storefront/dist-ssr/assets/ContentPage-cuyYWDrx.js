import { a as content } from "./endpoints-BcDGtITX.js";
import { f as useLanguage, r as localized, s as useT, t as a, z as $ } from "./jsxRuntime-De6QBBm-.js";
import { t as formatDate } from "./format-BBTMx1eW.js";
import { S as Loading, h as useHead, p as useQuery, x as ErrorState } from "../entry-server.js";
// src/components/ContentPage.tsx
var strip = (html) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
/**
* A content page written in the back office (about, privacy, return policy, terms). The body is
* HTML the server already sanitised to an allow-list of tags and attributes.
*/
function ContentPage({ slug, fallbackTitle, children }) {
	const t = useT();
	const lang = useLanguage();
	const page = useQuery(`/api/pages/${slug}`, () => content.page(slug), { staleMs: 3e5 });
	const p = page.data;
	const title = p ? localized(p.title, lang) : fallbackTitle;
	useHead({
		title,
		description: p ? strip(localized(p.body, lang)).slice(0, 160) : void 0,
		path: `/${slug}`
	});
	return /* @__PURE__ */ a("div", {
		class: "container page narrow content-page",
		children: [
			/* @__PURE__ */ a("nav", {
				class: "breadcrumbs",
				"aria-label": t("nav.breadcrumbs"),
				children: [
					/* @__PURE__ */ a("a", {
						href: "/",
						children: t("nav.home")
					}),
					/* @__PURE__ */ a("span", {
						"aria-hidden": "true",
						children: "/"
					}),
					/* @__PURE__ */ a("span", {
						"aria-current": "page",
						children: title
					})
				]
			}),
			/* @__PURE__ */ a("h1", {
				class: "page-title",
				children: title
			}),
			page.loading && !p ? /* @__PURE__ */ a(Loading, {}) : null,
			page.error && !p ? /* @__PURE__ */ a(ErrorState, {
				message: page.error.status === 404 ? t("content.missing") : page.error.message,
				onRetry: page.error.status === 404 ? void 0 : page.reload
			}) : null,
			p ? /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("article", {
				class: "prose",
				dangerouslySetInnerHTML: { __html: localized(p.body, lang) }
			}), /* @__PURE__ */ a("p", {
				class: "muted small",
				children: t("content.updated", { date: formatDate(p.updatedAt, lang) })
			})] }) : null,
			children
		]
	});
}
export { ContentPage as t };
