import { t as ContentPage } from "./ContentPage-cuyYWDrx.js";
import { s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
// src/pages/ReturnPolicy.tsx
/** /return-policy (SPEC.md §2), written in the back office. */
function ReturnPolicy(_props) {
	const t = useT();
	return /* @__PURE__ */ a(ContentPage, {
		slug: "return-policy",
		fallbackTitle: t("content.returnPolicy")
	});
}
export { ReturnPolicy as default };
