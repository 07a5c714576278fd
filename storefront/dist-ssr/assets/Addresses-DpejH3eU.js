import { t as addressSchema } from "./customers-CkGG94wu.js";
import { I as T, R as d, f as useLanguage, s as useT, t as a, z as $ } from "./jsxRuntime-De6QBBm-.js";
import { o as ApiError, t as account } from "./endpoints-BcDGtITX.js";
import { t as CountryOptions } from "./CountryOptions-DPwdLVY7.js";
import { S as Loading, b as EmptyState, p as useQuery, w as Dialog, x as ErrorState } from "../entry-server.js";
import { a as validate, i as serverFieldErrors, n as FormError, r as focusFirstError, t as Field } from "./Field-CRZTFpPr.js";
import { D as PinIcon, L as TrashIcon, O as PlusIcon, d as EditIcon } from "./Icons-Bd2_PXmW.js";
import { t as UserLayout } from "./UserLayout-DvV1tyqn.js";
import { i as joinParts } from "./format-BBTMx1eW.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
// src/pages/user/Addresses.tsx
var EMPTY = {
	title: "",
	street: "",
	district: "",
	city: "",
	country: "SA",
	postalCode: "",
	buildingNumber: "",
	additionalNumber: "",
	latitude: "",
	longitude: "",
	isPrimary: false
};
var toValues = (a) => ({
	title: a.title,
	street: a.street,
	district: a.district ?? "",
	city: a.city,
	country: a.country,
	postalCode: a.postalCode ?? "",
	buildingNumber: a.buildingNumber ?? "",
	additionalNumber: a.additionalNumber ?? "",
	latitude: a.latitude?.toString() ?? "",
	longitude: a.longitude?.toString() ?? "",
	isPrimary: a.isPrimary
});
function AddressForm({ initial, id, onSaved, onCancel }) {
	const t = useT();
	const lang = useLanguage();
	const [v, setV] = d(initial);
	const [errors, setErrors] = d({});
	const [formError, setFormError] = d(null);
	const [busy, setBusy] = d(false);
	const form = T(null);
	const set = (k) => (value) => setV((s) => ({
		...s,
		[k]: value
	}));
	const submit = async (e) => {
		e.preventDefault();
		const num = (s) => s.trim() === "" ? null : Number(s);
		const body = {
			...v,
			latitude: num(v.latitude),
			longitude: num(v.longitude)
		};
		const checked = validate(addressSchema, body, lang);
		if (!checked.ok) {
			setErrors(checked.errors);
			focusFirstError(form.current);
			return;
		}
		setBusy(true);
		setErrors({});
		setFormError(null);
		try {
			if (id) await account.updateAddress(id, checked.data);
			else await account.createAddress(checked.data);
			toast.success("address.saved");
			onSaved();
		} catch (err) {
			setErrors(serverFieldErrors(err));
			setFormError(err instanceof ApiError ? err.message : t("common.unknownError"));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ a("form", {
		ref: form,
		onSubmit: submit,
		noValidate: true,
		children: [
			/* @__PURE__ */ a(FormError, { message: formError }),
			/* @__PURE__ */ a("div", {
				class: "form-grid",
				children: [
					/* @__PURE__ */ a(Field, {
						label: t("field.addressTitle"),
						value: v.title,
						onValue: set("title"),
						error: errors.title,
						placeholder: t("field.addressTitleHint")
					}),
					/* @__PURE__ */ a(Field, {
						label: t("field.city"),
						value: v.city,
						onValue: set("city"),
						error: errors.city,
						autoComplete: "address-level2"
					}),
					/* @__PURE__ */ a(Field, {
						label: t("field.street"),
						value: v.street,
						onValue: set("street"),
						error: errors.street,
						autoComplete: "street-address",
						class: "span-2"
					}),
					/* @__PURE__ */ a(Field, {
						label: t("field.district"),
						value: v.district,
						onValue: set("district"),
						error: errors.district,
						optionalLabel: t("common.optional")
					}),
					/* @__PURE__ */ a("div", {
						class: "field",
						children: [/* @__PURE__ */ a("label", {
							for: "addr-country",
							class: "field-label",
							children: t("field.country")
						}), /* @__PURE__ */ a("select", {
							id: "addr-country",
							class: "input",
							value: v.country,
							onChange: (e) => set("country")(e.target.value),
							children: /* @__PURE__ */ a(CountryOptions, {})
						})]
					}),
					/* @__PURE__ */ a(Field, {
						label: t("field.postalCode"),
						value: v.postalCode,
						onValue: set("postalCode"),
						error: errors.postalCode,
						dir: "ltr",
						inputMode: "numeric",
						optionalLabel: t("common.optional")
					}),
					/* @__PURE__ */ a(Field, {
						label: t("field.buildingNumber"),
						value: v.buildingNumber,
						onValue: set("buildingNumber"),
						error: errors.buildingNumber,
						dir: "ltr",
						inputMode: "numeric",
						optionalLabel: t("common.optional")
					}),
					/* @__PURE__ */ a(Field, {
						label: t("field.additionalNumber"),
						value: v.additionalNumber,
						onValue: set("additionalNumber"),
						error: errors.additionalNumber,
						dir: "ltr",
						inputMode: "numeric",
						optionalLabel: t("common.optional")
					}),
					/* @__PURE__ */ a("span", {}),
					/* @__PURE__ */ a(Field, {
						label: t("field.latitude"),
						value: v.latitude,
						onValue: set("latitude"),
						error: errors.latitude,
						dir: "ltr",
						inputMode: "decimal",
						optionalLabel: t("common.optional")
					}),
					/* @__PURE__ */ a(Field, {
						label: t("field.longitude"),
						value: v.longitude,
						onValue: set("longitude"),
						error: errors.longitude,
						dir: "ltr",
						inputMode: "decimal",
						optionalLabel: t("common.optional")
					}),
					/* @__PURE__ */ a("label", {
						class: "choice span-2",
						children: [/* @__PURE__ */ a("input", {
							type: "checkbox",
							checked: v.isPrimary,
							disabled: initial.isPrimary,
							onChange: (e) => setV((s) => ({
								...s,
								isPrimary: e.target.checked
							}))
						}), /* @__PURE__ */ a("span", { children: t("address.makePrimary") })]
					})
				]
			}),
			/* @__PURE__ */ a("div", {
				class: "form-actions",
				children: [/* @__PURE__ */ a("button", {
					type: "submit",
					class: "btn btn-primary",
					disabled: busy,
					children: busy ? t("common.sending") : t("common.save")
				}), /* @__PURE__ */ a("button", {
					type: "button",
					class: "btn btn-ghost",
					onClick: onCancel,
					children: t("common.cancel")
				})]
			})
		]
	});
}
function AddressBook() {
	const t = useT();
	const lang = useLanguage();
	const list = useQuery("/api/addresses", account.addresses, { staleMs: 0 });
	const [editing, setEditing] = d(null);
	const [confirming, setConfirming] = d(null);
	const [busy, setBusy] = d(false);
	const remove = async (a) => {
		setBusy(true);
		try {
			await account.deleteAddress(a.id);
			toast.success("address.deleted");
			list.reload();
		} catch (err) {
			toast.text(err instanceof ApiError ? err.message : t("address.deleteFailed"), "error");
		} finally {
			setBusy(false);
			setConfirming(null);
		}
	};
	const makePrimary = async (a) => {
		try {
			await account.setPrimaryAddress(a.id);
			toast.success("address.primarySet");
			list.reload();
		} catch (err) {
			toast.text(err.message, "error");
		}
	};
	if (list.loading && !list.data) return /* @__PURE__ */ a(Loading, {});
	if (list.error && !list.data) return /* @__PURE__ */ a(ErrorState, {
		message: list.error.message,
		onRetry: list.reload
	});
	const items = list.data ?? [];
	return /* @__PURE__ */ a($, { children: [
		/* @__PURE__ */ a("div", {
			class: "page-head",
			children: [/* @__PURE__ */ a("p", {
				class: "muted",
				children: t("address.count", { count: items.length })
			}), /* @__PURE__ */ a("button", {
				type: "button",
				class: "btn btn-primary btn-sm",
				onClick: () => setEditing({
					id: null,
					values: {
						...EMPTY,
						isPrimary: items.length === 0
					}
				}),
				children: [/* @__PURE__ */ a(PlusIcon, { size: 16 }), t("address.add")]
			})]
		}),
		!items.length ? /* @__PURE__ */ a(EmptyState, {
			title: t("address.none"),
			icon: /* @__PURE__ */ a(PinIcon, { size: 36 })
		}) : null,
		/* @__PURE__ */ a("ul", {
			class: "address-grid",
			children: items.map((a$1) => /* @__PURE__ */ a("li", {
				class: `card address-card${a$1.isPrimary ? " is-primary" : ""}`,
				children: [
					/* @__PURE__ */ a("h2", {
						class: "mini-title",
						children: [
							/* @__PURE__ */ a(PinIcon, { size: 16 }),
							" ",
							a$1.title,
							" ",
							a$1.isPrimary ? /* @__PURE__ */ a("span", {
								class: "badge badge-ok",
								children: t("address.primary")
							}) : null
						]
					}),
					/* @__PURE__ */ a("p", {
						class: "address-summary",
						children: [
							joinParts([
								a$1.street,
								a$1.district,
								a$1.city
							], lang),
							/* @__PURE__ */ a("br", {}),
							t(`country.${a$1.country}`),
							" ",
							a$1.postalCode ?? ""
						]
					}),
					/* @__PURE__ */ a("div", {
						class: "card-actions",
						children: [
							/* @__PURE__ */ a("button", {
								type: "button",
								class: "btn btn-ghost btn-sm",
								onClick: () => setEditing({
									id: a$1.id,
									values: toValues(a$1)
								}),
								"aria-label": t("address.editNamed", { name: a$1.title }),
								children: [
									/* @__PURE__ */ a(EditIcon, { size: 16 }),
									" ",
									t("common.edit")
								]
							}),
							!a$1.isPrimary ? /* @__PURE__ */ a("button", {
								type: "button",
								class: "btn btn-ghost btn-sm",
								onClick: () => makePrimary(a$1),
								children: t("address.makePrimary")
							}) : null,
							/* @__PURE__ */ a("button", {
								type: "button",
								class: "btn btn-ghost btn-sm danger",
								onClick: () => setConfirming(a$1),
								"aria-label": t("address.deleteNamed", { name: a$1.title }),
								children: [
									/* @__PURE__ */ a(TrashIcon, { size: 16 }),
									" ",
									t("common.delete")
								]
							})
						]
					})
				]
			}))
		}),
		/* @__PURE__ */ a(Dialog, {
			open: !!editing,
			onClose: () => setEditing(null),
			title: editing?.id ? t("address.edit") : t("address.add"),
			closeLabel: t("common.close"),
			children: editing ? /* @__PURE__ */ a(AddressForm, {
				initial: editing.values,
				id: editing.id,
				onCancel: () => setEditing(null),
				onSaved: () => {
					setEditing(null);
					list.reload();
				}
			}) : null
		}),
		/* @__PURE__ */ a(Dialog, {
			open: !!confirming,
			onClose: () => setConfirming(null),
			title: t("address.deleteTitle"),
			closeLabel: t("common.close"),
			children: [/* @__PURE__ */ a("p", { children: t("address.deleteConfirm", { name: confirming?.title ?? "" }) }), /* @__PURE__ */ a("div", {
				class: "form-actions",
				children: [/* @__PURE__ */ a("button", {
					type: "button",
					class: "btn btn-primary danger",
					disabled: busy,
					onClick: () => confirming && remove(confirming),
					children: t("common.delete")
				}), /* @__PURE__ */ a("button", {
					type: "button",
					class: "btn btn-ghost",
					onClick: () => setConfirming(null),
					children: t("common.cancel")
				})]
			})]
		})
	] });
}
/** /user/addresses: add, edit, delete, primary. */
function Addresses(_props) {
	const t = useT();
	return /* @__PURE__ */ a(UserLayout, {
		title: t("user.addresses"),
		active: "/user/addresses",
		children: /* @__PURE__ */ a(AddressBook, {})
	});
}
export { Addresses as default };
