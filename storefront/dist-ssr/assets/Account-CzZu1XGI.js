import { a as registerSchema, i as loginSchema } from "./auth-B1JTa-e_.js";
import { A as setToken, P as $, h as useHead, j as useAuth, k as logout } from "../entry-server.js";
import { I as T, P as A, R as d, f as useLanguage, s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { n as auth, o as ApiError } from "./endpoints-BcDGtITX.js";
import { a as validate, i as serverFieldErrors, n as FormError, r as focusFirstError, t as Field } from "./Field-CRZTFpPr.js";
import { t as PasswordField } from "./PasswordField-CAix7IBQ.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
// src/pages/Account.tsx
/** Only same-site paths are followed after login (no open redirect). */
function safeNext(next) {
	if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/account")) return null;
	return next;
}
function afterLogin(token, next, welcome) {
	if (setToken(token).user?.isAdmin) {
		toast.success("auth.adminWelcome");
		location.assign("/admin");
		return;
	}
	toast.success(welcome);
	$(next ?? "/user", true);
}
function LoginForm({ next }) {
	const t = useT();
	const lang = useLanguage();
	const [email, setEmail] = d("");
	const [password, setPassword] = d("");
	const [errors, setErrors] = d({});
	const [formError, setFormError] = d(null);
	const [busy, setBusy] = d(false);
	const form = T(null);
	const submit = async (e) => {
		e.preventDefault();
		const checked = validate(loginSchema, {
			email,
			password
		}, lang);
		if (!checked.ok) {
			setErrors(checked.errors);
			focusFirstError(form.current);
			return;
		}
		setBusy(true);
		setErrors({});
		setFormError(null);
		try {
			afterLogin(await auth.login(checked.data.email, checked.data.password), next, "auth.loggedIn");
		} catch (err) {
			setErrors(serverFieldErrors(err));
			setFormError(err instanceof ApiError && err.status === 401 ? t("auth.invalidCredentials") : err.message);
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ a("form", {
		ref: form,
		onSubmit: submit,
		noValidate: true,
		class: "auth-form",
		"aria-labelledby": "tab-login",
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
			/* @__PURE__ */ a(PasswordField, {
				label: t("field.password"),
				autoComplete: "current-password",
				value: password,
				onValue: setPassword,
				error: errors.password
			}),
			/* @__PURE__ */ a("p", {
				class: "form-aside",
				children: /* @__PURE__ */ a("a", {
					href: "/forgot-password/request",
					children: t("auth.forgotPassword")
				})
			}),
			/* @__PURE__ */ a("button", {
				type: "submit",
				class: "btn btn-primary btn-block btn-lg",
				disabled: busy,
				children: busy ? t("common.sending") : t("auth.login")
			})
		]
	});
}
function RegisterForm({ next }) {
	const t = useT();
	const lang = useLanguage();
	const [values, setValues] = d({
		name: "",
		email: "",
		phone: "",
		password: "",
		confirmPassword: ""
	});
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
		const input = {
			...values,
			phone: values.phone.trim() ? values.phone : null
		};
		const checked = validate(registerSchema, input, lang);
		if (!checked.ok) {
			setErrors(checked.errors);
			focusFirstError(form.current);
			return;
		}
		setBusy(true);
		setErrors({});
		setFormError(null);
		try {
			afterLogin(await auth.register({
				...checked.data,
				confirmPassword: values.confirmPassword
			}), next, "auth.registered");
		} catch (err) {
			setErrors(serverFieldErrors(err));
			setFormError(err instanceof ApiError ? err.message : t("auth.registrationFailed"));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ a("form", {
		ref: form,
		onSubmit: submit,
		noValidate: true,
		class: "auth-form",
		"aria-labelledby": "tab-register",
		children: [
			/* @__PURE__ */ a(FormError, { message: formError }),
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
				inputMode: "email",
				autoComplete: "email",
				dir: "ltr",
				value: values.email,
				onValue: set("email"),
				error: errors.email
			}),
			/* @__PURE__ */ a(Field, {
				label: t("field.phone"),
				type: "tel",
				inputMode: "tel",
				autoComplete: "tel",
				dir: "ltr",
				value: values.phone,
				onValue: set("phone"),
				error: errors.phone,
				hint: t("field.phoneHint"),
				optionalLabel: t("common.optional")
			}),
			/* @__PURE__ */ a(PasswordField, {
				label: t("field.password"),
				autoComplete: "new-password",
				value: values.password,
				onValue: set("password"),
				error: errors.password,
				hint: t("field.passwordHint")
			}),
			/* @__PURE__ */ a(PasswordField, {
				label: t("field.confirmPassword"),
				autoComplete: "new-password",
				value: values.confirmPassword,
				onValue: set("confirmPassword"),
				error: errors.confirmPassword
			}),
			/* @__PURE__ */ a("button", {
				type: "submit",
				class: "btn btn-primary btn-block btn-lg",
				disabled: busy,
				children: busy ? t("common.sending") : t("auth.createAccount")
			})
		]
	});
}
/** SPEC.md §2 account: login and registration. */
function Account({ next: nextParam, tab: tabParam }) {
	const t = useT();
	const { status, user } = useAuth();
	const next = safeNext(nextParam);
	const [tab, setTab] = d(tabParam === "register" ? "register" : "login");
	useHead({
		title: tab === "login" ? t("auth.login") : t("auth.createAccount"),
		path: "/account"
	});
	const tabs = T([]);
	A(() => {
		if (status === "authenticated" && user?.isCustomer && !next) $("/user", true);
	}, [status]);
	const onTabKey = (e) => {
		if (![
			"ArrowLeft",
			"ArrowRight",
			"Home",
			"End"
		].includes(e.key)) return;
		e.preventDefault();
		const nextTab = tab === "login" ? "register" : "login";
		const target = e.key === "Home" ? "login" : e.key === "End" ? "register" : nextTab;
		setTab(target);
		tabs.current[target === "login" ? 0 : 1]?.focus();
	};
	if (status === "authenticated" && user && !(user.isCustomer && next)) return /* @__PURE__ */ a("div", {
		class: "container page narrow",
		children: /* @__PURE__ */ a("div", {
			class: "card center",
			children: [/* @__PURE__ */ a("h1", {
				class: "page-title",
				children: t("auth.signedInAs", { name: user.name })
			}), /* @__PURE__ */ a("div", {
				class: "form-actions center",
				children: [user.isAdmin ? /* @__PURE__ */ a("a", {
					href: "/admin",
					class: "btn btn-primary",
					"data-native": "",
					children: t("user.dashboard")
				}) : /* @__PURE__ */ a("a", {
					href: "/user",
					class: "btn btn-primary",
					children: t("user.dashboard")
				}), /* @__PURE__ */ a("button", {
					type: "button",
					class: "btn btn-outline",
					onClick: () => {
						logout();
						$("/");
					},
					children: t("user.logout")
				})]
			})]
		})
	});
	return /* @__PURE__ */ a("div", {
		class: "container page narrow",
		children: /* @__PURE__ */ a("div", {
			class: "card auth-card",
			children: [
				/* @__PURE__ */ a("h1", {
					class: "page-title center",
					children: t("auth.welcome")
				}),
				/* @__PURE__ */ a("p", {
					class: "muted center",
					children: t("auth.welcomeText")
				}),
				/* @__PURE__ */ a("div", {
					class: "tabs",
					role: "tablist",
					"aria-label": t("auth.welcome"),
					children: ["login", "register"].map((k, i) => /* @__PURE__ */ a("button", {
						type: "button",
						role: "tab",
						id: `tab-${k}`,
						ref: (el) => {
							tabs.current[i] = el;
						},
						"aria-selected": tab === k,
						"aria-controls": `panel-${k}`,
						tabIndex: tab === k ? 0 : -1,
						class: `tab${tab === k ? " is-active" : ""}`,
						onClick: () => setTab(k),
						onKeyDown: onTabKey,
						children: k === "login" ? t("auth.login") : t("auth.register")
					}))
				}),
				/* @__PURE__ */ a("div", {
					role: "tabpanel",
					id: `panel-${tab}`,
					"aria-labelledby": `tab-${tab}`,
					children: tab === "login" ? /* @__PURE__ */ a(LoginForm, { next }) : /* @__PURE__ */ a(RegisterForm, { next })
				})
			]
		})
	});
}
export { Account as default };
