import { I as T, R as d, b as CATEGORY_SECTIONS, f as useLanguage, r as localized, s as useT, t as a, y as BANNER_POSITIONS } from "./jsxRuntime-De6QBBm-.js";
import { a as nonNegativeInt, c as text, i as money, n as id, r as localized$1, s as phone, t as email } from "./rules-XQ03DDf6.js";
import { a as content, o as ApiError } from "./endpoints-BcDGtITX.js";
import { a as validate, c as _null, f as number, g as string, h as record, i as serverFieldErrors, l as array, m as preprocess, n as FormError, p as object, r as focusFirstError, s as _enum, t as Field, u as boolean } from "./Field-CRZTFpPr.js";
import { B as WhatsappIcon, D as PinIcon, E as PhoneIcon, s as ClockIcon, x as MailIcon } from "./Icons-Bd2_PXmW.js";
import { M as FALLBACK_SETTINGS, N as useSettings, h as useHead, j as useAuth } from "../entry-server.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
// ../shared/src/validation/catalog.ts
var imageRefSchema = object({
	url: string().regex(/^\/media\/[\w./-]+$/, { error: "validation.invalid" }),
	width: number().int().positive().optional(),
	height: number().int().positive().optional(),
	variants: record(string(), string()).optional()
});
object({
	name: localized$1(3, 150),
	description: localized$1(10, 5e3),
	price: money(),
	categoryId: id().or(_null()).refine((v) => v !== null, { error: "validation.categoryRequired" }),
	images: array(imageRefSchema).min(1, { error: "validation.imageRequired" }).max(12),
	stock: nonNegativeInt(),
	weight: nonNegativeInt(1e5).nullable().optional(),
	isFeatured: boolean().default(false),
	isDiscounted: boolean().default(false),
	discountValue: number({ error: "validation.number" }).nullable().optional()
}).refine((p) => p.isDiscounted || p.discountValue === null || p.discountValue === void 0 || p.discountValue === 0, {
	path: ["discountValue"],
	message: "validation.discountNotEnabled",
	when: (payload) => typeof payload.value?.isDiscounted !== "string"
}).refine((p) => !p.isDiscounted || Number.isInteger(p.discountValue) && p.discountValue >= 1 && p.discountValue <= 99, {
	path: ["discountValue"],
	message: "validation.discountRange",
	when: (payload) => typeof payload.value?.isDiscounted !== "string"
});
object({
	name: localized$1(2, 100),
	description: localized$1(5, 1e3),
	section: _enum(CATEGORY_SECTIONS, { error: "validation.oneOf" }).nullable().optional()
});
// ../shared/src/validation/content.ts
/**
* Shop content (issue 4 §5-§6) with SPEC.md §5's rules: branch and banner name ≥ 2 and
* description ≥ 5; testimonial name and job ≥ 2 and review ≥ 5; a new banner needs an image.
*/
var optional = (schema) => preprocess((v) => typeof v === "string" && v.trim() === "" ? null : v, schema.nullable().optional());
var sortOrder = () => number({ error: "validation.number" }).int({ error: "validation.integer" }).min(-1e4).max(1e4);
object({
	name: localized$1(2, 100),
	description: localized$1(5, 1e3),
	latitude: number({ error: "validation.number" }).min(-90, { error: "validation.min" }).max(90, { error: "validation.max" }),
	longitude: number({ error: "validation.number" }).min(-180, { error: "validation.min" }).max(180, { error: "validation.max" }),
	phone: optional(phone()),
	/** opening hours as shown, e.g. "السبت - الخميس 10:00 - 22:00" */
	hours: localized$1(0, 200).optional(),
	sortOrder: sortOrder().optional()
});
/** A banner links to a storefront path (`/products?categoryId=3`) or an https URL. */
var bannerLink = () => string().trim().max(500, { error: "validation.maxLength" }).regex(/^(\/(?!\/)[^\s<>"']*|https:\/\/[^\s<>"']+)$/, { error: "validation.link" });
var bannerFields = {
	name: localized$1(2, 100),
	description: localized$1(5, 500),
	position: _enum(BANNER_POSITIONS, { error: "validation.oneOf" }),
	link: optional(bannerLink()),
	isActive: boolean().default(true),
	sortOrder: sortOrder().default(0)
};
object({
	...bannerFields,
	image: preprocess((v) => v ?? null, imageRefSchema.nullable()).refine((v) => v !== null, { error: "validation.bannerImageRequired" })
});
object({
	...bannerFields,
	image: imageRefSchema.nullable().optional()
});
object({
	name: localized$1(2, 100),
	job: localized$1(2, 100),
	review: localized$1(5, 1e3)
});
/** A page body is rich text (HTML): the server keeps only an allow-list of tags and attributes. */
var richText = () => string({ error: "validation.required" }).max(1e5, { error: "validation.maxLength" }).refine((v) => v.replace(/<[^>]*>/g, "").trim().length > 0, { error: "validation.required" });
object({
	title: localized$1(2, 150),
	body: object({
		ar: richText(),
		en: richText()
	})
});
object({ email: email() });
object({ token: string({ error: "validation.required" }).min(10).max(1e3) });
var contactSchema = object({
	name: text(2, 100),
	email: email(),
	phone: optional(phone()),
	subject: optional(text(3, 150)),
	message: text(10, 5e3)
});
object({ isRead: boolean({ error: "validation.required" }) });
// src/pages/Contact.tsx
var EMPTY = {
	name: "",
	email: "",
	phone: "",
	subject: "",
	message: ""
};
/** SPEC.md §2 contact: a form (POST /api/contact) beside the shop's contact details and hours. */
function Contact(_props) {
	const t = useT();
	const lang = useLanguage();
	const s = useSettings() ?? FALLBACK_SETTINGS;
	const { user } = useAuth();
	useHead({
		title: t("contact.title"),
		description: t("contact.metaDescription"),
		path: "/contact"
	});
	const [values, setValues] = d({
		...EMPTY,
		name: user?.name ?? "",
		email: user?.email ?? ""
	});
	const [errors, setErrors] = d({});
	const [formError, setFormError] = d(null);
	const [busy, setBusy] = d(false);
	const [sent, setSent] = d(false);
	const form = T(null);
	const set = (k) => (v) => setValues((x) => ({
		...x,
		[k]: v
	}));
	const submit = async (e) => {
		e.preventDefault();
		const checked = validate(contactSchema, values, lang);
		if (!checked.ok) {
			setErrors(checked.errors);
			focusFirstError(form.current);
			return;
		}
		setBusy(true);
		setErrors({});
		setFormError(null);
		try {
			await content.contact(checked.data);
			setSent(true);
			setValues({
				...EMPTY,
				name: values.name,
				email: values.email
			});
			toast.success("contact.sent");
		} catch (err) {
			setErrors(serverFieldErrors(err));
			setFormError(err instanceof ApiError ? err.message : t("contact.failed"));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ a("div", {
		class: "container page",
		children: [
			/* @__PURE__ */ a("h1", {
				class: "page-title",
				children: t("contact.title")
			}),
			/* @__PURE__ */ a("p", {
				class: "muted",
				children: t("contact.text")
			}),
			/* @__PURE__ */ a("div", {
				class: "contact-layout",
				children: [/* @__PURE__ */ a("form", {
					ref: form,
					class: "card",
					onSubmit: submit,
					noValidate: true,
					children: [
						sent ? /* @__PURE__ */ a("p", {
							class: "notice notice-ok",
							role: "status",
							children: t("contact.sent")
						}) : null,
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
									optionalLabel: t("common.optional")
								}),
								/* @__PURE__ */ a(Field, {
									label: t("field.subject"),
									value: values.subject,
									onValue: set("subject"),
									error: errors.subject,
									optionalLabel: t("common.optional")
								}),
								/* @__PURE__ */ a(Field, {
									label: t("field.message"),
									value: values.message,
									onValue: set("message"),
									error: errors.message,
									multiline: true,
									rows: 6,
									class: "span-2",
									maxLength: 5e3
								})
							]
						}),
						/* @__PURE__ */ a("div", {
							class: "form-actions",
							children: /* @__PURE__ */ a("button", {
								type: "submit",
								class: "btn btn-primary",
								disabled: busy,
								children: busy ? t("common.sending") : t("contact.send")
							})
						})
					]
				}), /* @__PURE__ */ a("aside", {
					class: "card contact-info",
					"aria-labelledby": "contact-info-title",
					children: [
						/* @__PURE__ */ a("h2", {
							id: "contact-info-title",
							class: "sub-title",
							children: t("contact.reachUs")
						}),
						/* @__PURE__ */ a("ul", {
							class: "contact-list",
							children: [
								localized(s.address, lang) ? /* @__PURE__ */ a("li", { children: [
									/* @__PURE__ */ a(PinIcon, { size: 18 }),
									" ",
									/* @__PURE__ */ a("span", { children: localized(s.address, lang) })
								] }) : null,
								s.phones.map((p) => /* @__PURE__ */ a("li", { children: [
									/* @__PURE__ */ a(PhoneIcon, { size: 18 }),
									" ",
									/* @__PURE__ */ a("a", {
										href: `tel:${p.replace(/[^\d+]/g, "")}`,
										dir: "ltr",
										"data-native": "",
										children: p
									})
								] })),
								s.whatsapp ? /* @__PURE__ */ a("li", { children: [
									/* @__PURE__ */ a(WhatsappIcon, { size: 18 }),
									" ",
									/* @__PURE__ */ a("a", {
										href: `https://wa.me/${s.whatsapp.replace(/\D/g, "")}`,
										target: "_blank",
										rel: "noopener noreferrer",
										dir: "ltr",
										"data-native": "",
										children: s.whatsapp
									})
								] }) : null,
								s.contactEmail ? /* @__PURE__ */ a("li", { children: [
									/* @__PURE__ */ a(MailIcon, { size: 18 }),
									" ",
									/* @__PURE__ */ a("a", {
										href: `mailto:${s.contactEmail}`,
										"data-native": "",
										children: s.contactEmail
									})
								] }) : null
							]
						}),
						/* @__PURE__ */ a("h3", {
							class: "mini-title",
							children: t("footer.hours")
						}),
						/* @__PURE__ */ a("ul", {
							class: "hours-list",
							children: s.storeHours.map((h) => /* @__PURE__ */ a("li", { children: [
								/* @__PURE__ */ a(ClockIcon, { size: 16 }),
								" ",
								/* @__PURE__ */ a("span", { children: localized(h.days, lang) }),
								" ",
								/* @__PURE__ */ a("span", {
									class: "hours-range",
									children: t("footer.hoursRange", {
										open: h.open,
										close: h.close
									})
								})
							] }))
						}),
						/* @__PURE__ */ a("a", {
							href: "/branches",
							class: "btn btn-outline btn-block",
							children: t("contact.seeBranches")
						})
					]
				})]
			})
		]
	});
}
export { Contact as default };
