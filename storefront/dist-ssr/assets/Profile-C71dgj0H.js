import { t as changePasswordSchema } from "./auth-B1JTa-e_.js";
import { n as profileSchema } from "./customers-CkGG94wu.js";
import { I as T, R as d, f as useLanguage, s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { n as auth, o as ApiError, t as account } from "./endpoints-BcDGtITX.js";
import { A as setToken, S as Loading, f as primeCache, p as useQuery, x as ErrorState } from "../entry-server.js";
import { a as validate, i as serverFieldErrors, n as FormError, r as focusFirstError, t as Field } from "./Field-CRZTFpPr.js";
import { t as PasswordField } from "./PasswordField-CAix7IBQ.js";
import { t as UserLayout } from "./UserLayout-DvV1tyqn.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
// src/pages/user/Profile.tsx
function ProfileForm({ user }) {
	const t = useT();
	const lang = useLanguage();
	const [values, setValues] = d({
		name: user.name,
		email: user.email,
		phone: user.phone ?? "",
		address: user.address ?? "",
		currentPassword: ""
	});
	const [errors, setErrors] = d({});
	const [formError, setFormError] = d(null);
	const [busy, setBusy] = d(false);
	const form = T(null);
	const set = (k) => (v) => setValues((s) => ({
		...s,
		[k]: v
	}));
	const emailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();
	const submit = async (e) => {
		e.preventDefault();
		const body = {
			...values,
			currentPassword: emailChanged ? values.currentPassword : void 0
		};
		const checked = validate(profileSchema, body, lang);
		if (!checked.ok) {
			setErrors(checked.errors);
			focusFirstError(form.current);
			return;
		}
		if (emailChanged && !values.currentPassword) {
			setErrors({ currentPassword: t("profile.passwordForEmail") });
			focusFirstError(form.current);
			return;
		}
		setBusy(true);
		setErrors({});
		setFormError(null);
		try {
			const saved = await account.updateProfile(checked.data);
			primeCache("/api/profile", saved);
			setValues((s) => ({
				...s,
				currentPassword: ""
			}));
			toast.success("profile.saved");
		} catch (err) {
			setErrors(serverFieldErrors(err));
			setFormError(err instanceof ApiError ? err.message : t("common.unknownError"));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ a("form", {
		ref: form,
		class: "card",
		onSubmit: submit,
		noValidate: true,
		"aria-labelledby": "profile-title",
		children: [
			/* @__PURE__ */ a("h2", {
				id: "profile-title",
				class: "sub-title",
				children: t("profile.details")
			}),
			/* @__PURE__ */ a(FormError, { message: formError }),
			/* @__PURE__ */ a("div", {
				class: "form-grid",
				children: [
					/* @__PURE__ */ a(Field, {
						label: t("field.name"),
						autoComplete: "name",
						value: values.name,
						onValue: set("name"),
						error: errors.name
					}),
					/* @__PURE__ */ a(Field, {
						label: t("field.email"),
						type: "email",
						autoComplete: "email",
						dir: "ltr",
						value: values.email,
						onValue: set("email"),
						error: errors.email
					}),
					/* @__PURE__ */ a(Field, {
						label: t("field.phone"),
						type: "tel",
						autoComplete: "tel",
						dir: "ltr",
						value: values.phone,
						onValue: set("phone"),
						error: errors.phone,
						optionalLabel: t("common.optional")
					}),
					/* @__PURE__ */ a(Field, {
						label: t("field.address"),
						autoComplete: "street-address",
						value: values.address,
						onValue: set("address"),
						error: errors.address,
						optionalLabel: t("common.optional")
					}),
					emailChanged ? /* @__PURE__ */ a(PasswordField, {
						label: t("field.currentPassword"),
						autoComplete: "current-password",
						value: values.currentPassword,
						onValue: set("currentPassword"),
						error: errors.currentPassword,
						hint: t("profile.passwordForEmail")
					}) : null
				]
			}),
			/* @__PURE__ */ a("div", {
				class: "form-actions",
				children: /* @__PURE__ */ a("button", {
					type: "submit",
					class: "btn btn-primary",
					disabled: busy,
					children: busy ? t("common.sending") : t("common.save")
				})
			})
		]
	});
}
function PasswordForm() {
	const t = useT();
	const lang = useLanguage();
	const empty = {
		currentPassword: "",
		newPassword: "",
		confirmPassword: ""
	};
	const [values, setValues] = d(empty);
	const [errors, setErrors] = d({});
	const [formError, setFormError] = d(null);
	const [busy, setBusy] = d(false);
	const form = T(null);
	const set = (k) => (v) => setValues((s) => ({
		...s,
		[k]: v
	}));
	const submit = async (e) => {
		e.preventDefault();
		const checked = validate(changePasswordSchema, values, lang);
		if (!checked.ok) {
			setErrors(checked.errors);
			focusFirstError(form.current);
			return;
		}
		setBusy(true);
		setErrors({});
		setFormError(null);
		try {
			const token = await auth.changePassword(values);
			if (typeof token === "string" && token) setToken(token);
			setValues(empty);
			toast.success("profile.passwordChanged");
		} catch (err) {
			setErrors(serverFieldErrors(err));
			setFormError(err instanceof ApiError ? err.message : t("profile.passwordFailed"));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ a("form", {
		ref: form,
		class: "card",
		onSubmit: submit,
		noValidate: true,
		"aria-labelledby": "password-title",
		children: [
			/* @__PURE__ */ a("h2", {
				id: "password-title",
				class: "sub-title",
				children: t("profile.changePassword")
			}),
			/* @__PURE__ */ a(FormError, { message: formError }),
			/* @__PURE__ */ a("div", {
				class: "form-grid",
				children: [
					/* @__PURE__ */ a(PasswordField, {
						label: t("field.currentPassword"),
						autoComplete: "current-password",
						value: values.currentPassword,
						onValue: set("currentPassword"),
						error: errors.currentPassword
					}),
					/* @__PURE__ */ a("span", {}),
					/* @__PURE__ */ a(PasswordField, {
						label: t("field.newPassword"),
						autoComplete: "new-password",
						value: values.newPassword,
						onValue: set("newPassword"),
						error: errors.newPassword,
						hint: t("field.passwordHint")
					}),
					/* @__PURE__ */ a(PasswordField, {
						label: t("field.confirmPassword"),
						autoComplete: "new-password",
						value: values.confirmPassword,
						onValue: set("confirmPassword"),
						error: errors.confirmPassword
					})
				]
			}),
			/* @__PURE__ */ a("div", {
				class: "form-actions",
				children: /* @__PURE__ */ a("button", {
					type: "submit",
					class: "btn btn-primary",
					disabled: busy,
					children: busy ? t("common.sending") : t("profile.changePassword")
				})
			})
		]
	});
}
function ProfileScreen() {
	const profile = useQuery("/api/profile", account.profile, { staleMs: 0 });
	if (profile.loading && !profile.data) return /* @__PURE__ */ a(Loading, {});
	if (profile.error && !profile.data) return /* @__PURE__ */ a(ErrorState, {
		message: profile.error.message,
		onRetry: profile.reload
	});
	return /* @__PURE__ */ a("div", {
		class: "stack",
		children: [profile.data ? /* @__PURE__ */ a(ProfileForm, { user: profile.data }, profile.data.id) : null, /* @__PURE__ */ a(PasswordForm, {})]
	});
}
/** /user/profile: details and change password. */
function Profile(_props) {
	const t = useT();
	return /* @__PURE__ */ a(UserLayout, {
		title: t("user.profile"),
		active: "/user/profile",
		children: /* @__PURE__ */ a(ProfileScreen, {})
	});
}
export { Profile as default };
