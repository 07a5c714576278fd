import { R as d, s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { t as Field } from "./Field-CRZTFpPr.js";
// src/components/PasswordField.tsx
/** A password input with a show/hide button. */
function PasswordField(props) {
	const t = useT();
	const [shown, setShown] = d(false);
	return /* @__PURE__ */ a("div", {
		class: "password-field",
		children: [/* @__PURE__ */ a(Field, {
			...props,
			type: shown ? "text" : "password",
			dir: "ltr",
			autoCapitalize: "off",
			spellcheck: false
		}), /* @__PURE__ */ a("button", {
			type: "button",
			class: "link-btn password-toggle",
			"aria-pressed": shown,
			onClick: () => setShown(!shown),
			children: shown ? t("field.hidePassword") : t("field.showPassword")
		})]
	});
}
export { PasswordField as t };
