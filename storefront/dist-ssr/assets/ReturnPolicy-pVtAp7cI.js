import { t as ContentPage } from "./ContentPage-DUKIFwO7.js";
import { s as useT, t as a } from "./jsxRuntime-4bedOjKt.js";
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
