import { R as d, s as useT, t as a } from "./jsxRuntime-D1h4ae4w.js";
import { t as Field } from "./Field-Z3S_JlIl.js";
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
