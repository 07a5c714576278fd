import { t as ContentPage } from "./ContentPage-cuyYWDrx.js";
import { s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
// src/pages/Privacy.tsx
/** /privacy (SPEC.md §2), written in the back office. */
function Privacy(_props) {
	const t = useT();
	return /* @__PURE__ */ a(ContentPage, {
		slug: "privacy",
		fallbackTitle: t("content.privacy")
	});
}
export { Privacy as default };
