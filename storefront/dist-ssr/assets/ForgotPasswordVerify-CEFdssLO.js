import { n as checkCodeSchema } from "./auth-B1JTa-e_.js";
import { P as $, h as useHead } from "../entry-server.js";
import { I as T, P as A, R as d, f as useLanguage, s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { n as auth, o as ApiError } from "./endpoints-BcDGtITX.js";
import { i as ResetSteps, n as readReset, r as writeReset } from "./reset-5IJ4gsTD.js";
import { a as validate, i as serverFieldErrors, n as FormError, r as focusFirstError, t as Field } from "./Field-CRZTFpPr.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
// src/pages/ForgotPasswordVerify.tsx
/** forgot-password/verify-code: the emailed code is checked (without being used). */
function ForgotPasswordVerify(_props) {
	const t = useT();
	const lang = useLanguage();
	useHead({
		title: t("reset.verifyTitle"),
		noindex: true
	});
	const email = readReset().email ?? "";
	const [code, setCode] = d("");
	const [errors, setErrors] = d({});
	const [formError, setFormError] = d(null);
	const [busy, setBusy] = d(false);
	const [resending, setResending] = d(false);
	const form = T(null);
	A(() => {
		if (!email) $("/forgot-password/request", true);
	}, [email]);
	const submit = async (e) => {
		e.preventDefault();
		const typed = code.replace(/\s/g, "").replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d)));
		const checked = validate(checkCodeSchema, {
			Email: email,
			Token: typed
		}, lang);
		if (!checked.ok) {
			setErrors({ code: checked.errors.Token ?? checked.errors.Email ?? "" });
			focusFirstError(form.current);
			return;
		}
		setBusy(true);
		setErrors({});
		setFormError(null);
		try {
			await auth.checkCode(checked.data.Email, checked.data.Token);
			writeReset({
				email,
				code: checked.data.Token
			});
			$("/forgot-password/reset");
		} catch (err) {
			const fields = serverFieldErrors(err, { Token: "code" });
			setErrors(fields);
			setFormError(err instanceof ApiError && err.status < 500 ? err.message : t("reset.verifyFailed"));
		} finally {
			setBusy(false);
		}
	};
	const resend = async () => {
		setResending(true);
		try {
			await auth.forgotPassword(email);
			toast.success("reset.codeSent");
		} catch (err) {
			setFormError(err.message || t("reset.sendFailed"));
		} finally {
			setResending(false);
		}
	};
	return /* @__PURE__ */ a("div", {
		class: "container page narrow",
		children: /* @__PURE__ */ a("div", {
			class: "card auth-card",
			children: [
				/* @__PURE__ */ a(ResetSteps, { at: 1 }),
				/* @__PURE__ */ a("h1", {
					class: "page-title",
					children: t("reset.verifyTitle")
				}),
				/* @__PURE__ */ a("p", {
					class: "muted",
					children: [
						t("reset.verifyText"),
						" ",
						/* @__PURE__ */ a("bdi", {
							dir: "ltr",
							children: email
						}),
						" ",
						/* @__PURE__ */ a("a", {
							href: "/forgot-password/request",
							children: t("reset.changeEmail")
						})
					]
				}),
				/* @__PURE__ */ a("form", {
					ref: form,
					onSubmit: submit,
					noValidate: true,
					class: "auth-form",
					children: [
						/* @__PURE__ */ a(FormError, { message: formError }),
						/* @__PURE__ */ a(Field, {
							label: t("reset.code"),
							value: code,
							onValue: setCode,
							error: errors.code,
							inputMode: "numeric",
							autoComplete: "one-time-code",
							dir: "ltr",
							maxLength: 8,
							class: "code-field",
							hint: t("reset.codeHint")
						}),
						/* @__PURE__ */ a("button", {
							type: "submit",
							class: "btn btn-primary btn-block btn-lg",
							disabled: busy,
							children: busy ? t("common.sending") : t("reset.verify")
						})
					]
				}),
				/* @__PURE__ */ a("p", {
					class: "form-aside center",
					children: /* @__PURE__ */ a("button", {
						type: "button",
						class: "link-btn",
						onClick: resend,
						disabled: resending,
						children: t("reset.resend")
					})
				})
			]
		})
	});
}
export { ForgotPasswordVerify as default };
