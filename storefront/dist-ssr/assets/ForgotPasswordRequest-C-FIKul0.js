import { r as forgotPasswordSchema } from "./auth-B1JTa-e_.js";
import { P as $, h as useHead } from "../entry-server.js";
import { I as T, R as d, f as useLanguage, s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { n as auth, o as ApiError } from "./endpoints-BcDGtITX.js";
import { i as ResetSteps, n as readReset, r as writeReset } from "./reset-5IJ4gsTD.js";
import { a as validate, i as serverFieldErrors, n as FormError, r as focusFirstError, t as Field } from "./Field-CRZTFpPr.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
// src/pages/ForgotPasswordRequest.tsx
/** forgot-password/request: enter the email; a 6-digit code is mailed. */
function ForgotPasswordRequest(_props) {
	const t = useT();
	const lang = useLanguage();
	useHead({
		title: t("reset.title"),
		path: "/forgot-password/request"
	});
	const [email, setEmail] = d(readReset().email ?? "");
	const [errors, setErrors] = d({});
	const [formError, setFormError] = d(null);
	const [busy, setBusy] = d(false);
	const form = T(null);
	const submit = async (e) => {
		e.preventDefault();
		const checked = validate(forgotPasswordSchema, { email }, lang);
		if (!checked.ok) {
			setErrors(checked.errors);
			focusFirstError(form.current);
			return;
		}
		setBusy(true);
		setErrors({});
		setFormError(null);
		try {
			await auth.forgotPassword(checked.data.email);
			writeReset({ email: checked.data.email });
			toast.success("reset.codeSent");
			$("/forgot-password/verify-code");
		} catch (err) {
			setErrors(serverFieldErrors(err));
			setFormError(err instanceof ApiError && err.status < 500 ? err.message : t("reset.sendFailed"));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ a("div", {
		class: "container page narrow",
		children: /* @__PURE__ */ a("div", {
			class: "card auth-card",
			children: [
				/* @__PURE__ */ a(ResetSteps, { at: 0 }),
				/* @__PURE__ */ a("h1", {
					class: "page-title",
					children: t("reset.title")
				}),
				/* @__PURE__ */ a("p", {
					class: "muted",
					children: t("reset.requestText")
				}),
				/* @__PURE__ */ a("form", {
					ref: form,
					onSubmit: submit,
					noValidate: true,
					class: "auth-form",
					children: [
						/* @__PURE__ */ a(FormError, { message: formError }),
						/* @__PURE__ */ a(Field, {
							label: t("field.email"),
							type: "email",
							inputMode: "email",
							autoComplete: "email",
							dir: "ltr",
							value: email,
							onValue: setEmail,
							error: errors.email
						}),
						/* @__PURE__ */ a("button", {
							type: "submit",
							class: "btn btn-primary btn-block btn-lg",
							disabled: busy,
							children: busy ? t("common.sending") : t("reset.sendCode")
						})
					]
				}),
				/* @__PURE__ */ a("p", {
					class: "form-aside center",
					children: /* @__PURE__ */ a("a", {
						href: "/account",
						children: t("reset.backToLogin")
					})
				})
			]
		})
	});
}
export { ForgotPasswordRequest as default };
