import { t as ContentPage } from "./ContentPage-cuyYWDrx.js";
import { s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
// src/pages/Terms.tsx
/** /terms (SPEC.md §2), written in the back office. */
function Terms(_props) {
	const t = useT();
	return /* @__PURE__ */ a(ContentPage, {
		slug: "terms",
		fallbackTitle: t("content.terms")
	});
}
export { Terms as default };
