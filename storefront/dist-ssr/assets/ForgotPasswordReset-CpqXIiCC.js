import { o as resetPasswordSchema } from "./auth-B1JTa-e_.js";
import { P as $, h as useHead } from "../entry-server.js";
import { I as T, P as A, R as d, f as useLanguage, s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { n as auth, o as ApiError } from "./endpoints-BcDGtITX.js";
import { i as ResetSteps, n as readReset, t as clearReset } from "./reset-5IJ4gsTD.js";
import { a as validate, i as serverFieldErrors, n as FormError, r as focusFirstError } from "./Field-CRZTFpPr.js";
import { t as PasswordField } from "./PasswordField-CAix7IBQ.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
// src/pages/ForgotPasswordReset.tsx
/** forgot-password/reset: the new password (≥ 8, confirmed), with the checked code. */
function ForgotPasswordReset(_props) {
	const t = useT();
	const lang = useLanguage();
	useHead({
		title: t("reset.newTitle"),
		noindex: true
	});
	const { email, code } = readReset();
	const [password, setPassword] = d("");
	const [confirm, setConfirm] = d("");
	const [errors, setErrors] = d({});
	const [formError, setFormError] = d(null);
	const [busy, setBusy] = d(false);
	const form = T(null);
	A(() => {
		if (!email) $("/forgot-password/request", true);
		else if (!code) $("/forgot-password/verify-code", true);
	}, []);
	const submit = async (e) => {
		e.preventDefault();
		const checked = validate(resetPasswordSchema, {
			Email: email,
			Token: code,
			NewPassword: password,
			ConfirmPassword: confirm
		}, lang);
		if (!checked.ok) {
			setErrors({
				password: checked.errors.NewPassword ?? "",
				confirm: checked.errors.ConfirmPassword ?? ""
			});
			if (checked.errors.Token || checked.errors.Email) setFormError(t("reset.verifyFailed"));
			focusFirstError(form.current);
			return;
		}
		setBusy(true);
		setErrors({});
		setFormError(null);
		try {
			await auth.resetPassword(checked.data.Email, checked.data.Token, checked.data.NewPassword);
			clearReset();
			toast.success("reset.done");
			$("/account", true);
		} catch (err) {
			setErrors(serverFieldErrors(err, {
				NewPassword: "password",
				ConfirmPassword: "confirm"
			}));
			setFormError(err instanceof ApiError && err.status < 500 ? err.message : t("reset.updateFailed"));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ a("div", {
		class: "container page narrow",
		children: /* @__PURE__ */ a("div", {
			class: "card auth-card",
			children: [
				/* @__PURE__ */ a(ResetSteps, { at: 2 }),
				/* @__PURE__ */ a("h1", {
					class: "page-title",
					children: t("reset.newTitle")
				}),
				/* @__PURE__ */ a("form", {
					ref: form,
					onSubmit: submit,
					noValidate: true,
					class: "auth-form",
					children: [
						/* @__PURE__ */ a(FormError, { message: formError }),
						/* @__PURE__ */ a(PasswordField, {
							label: t("field.newPassword"),
							autoComplete: "new-password",
							value: password,
							onValue: setPassword,
							error: errors.password || void 0,
							hint: t("field.passwordHint")
						}),
						/* @__PURE__ */ a(PasswordField, {
							label: t("field.confirmPassword"),
							autoComplete: "new-password",
							value: confirm,
							onValue: setConfirm,
							error: errors.confirm || void 0
						}),
						/* @__PURE__ */ a("button", {
							type: "submit",
							class: "btn btn-primary btn-block btn-lg",
							disabled: busy,
							children: busy ? t("common.sending") : t("reset.save")
						})
					]
				})
			]
		})
	});
}
export { ForgotPasswordReset as default };
