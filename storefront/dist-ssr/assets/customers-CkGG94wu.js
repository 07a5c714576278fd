import { N as USER_STATUSES, k as ROLES, x as COUNTRIES } from "./jsxRuntime-De6QBBm-.js";
import { f as number, g as string, m as preprocess, p as object, s as _enum, u as boolean } from "./Field-CRZTFpPr.js";
import { c as text, o as password, s as phone, t as email } from "./rules-XQ03DDf6.js";
// ../shared/src/validation/customers.ts
/**
* Customer area and customer admin (issue 4 §1-§2), SPEC.md §5: generic text ≥ 3, address ≥ 5,
* phone ≥ 8; admin-created users need a password of ≥ 6; customer name ≥ 2 and a valid email.
*/
var optionalText = (schema) => preprocess((v) => typeof v === "string" && v.trim() === "" ? null : v, schema.nullable().optional());
/** Saudi National Address numbers are 4 digits (building and additional number). */
var fourDigits = () => string().trim().regex(/^\d{4}$/, { error: "validation.fourDigits" });
var latitude = () => number({ error: "validation.number" }).min(-90, { error: "validation.min" }).max(90, { error: "validation.max" });
var longitude = () => number({ error: "validation.number" }).min(-180, { error: "validation.min" }).max(180, { error: "validation.max" });
var addressSchema = object({
	title: text(3, 60),
	street: text(5, 200),
	city: text(3, 80),
	country: _enum(COUNTRIES, { error: "validation.oneOf" }),
	postalCode: optionalText(string().trim().regex(/^[A-Za-z0-9 -]{3,10}$/, { error: "validation.postalCode" })),
	latitude: latitude().nullable().optional(),
	longitude: longitude().nullable().optional(),
	isPrimary: boolean().optional(),
	buildingNumber: optionalText(fourDigits()),
	district: optionalText(text(3, 80)),
	additionalNumber: optionalText(fourDigits())
}).superRefine((a, ctx) => {
	if (a.country === "SA" && a.postalCode && !/^\d{5}$/.test(a.postalCode)) ctx.addIssue({
		code: "custom",
		path: ["postalCode"],
		message: "validation.postalCode"
	});
	const hasLat = a.latitude !== null && a.latitude !== void 0;
	if (hasLat !== (a.longitude !== null && a.longitude !== void 0)) ctx.addIssue({
		code: "custom",
		path: [hasLat ? "longitude" : "latitude"],
		message: "validation.required"
	});
});
/** `PUT /api/profile`: changing the email asks for the current password. */
var profileSchema = object({
	name: text(2, 100),
	email: email(),
	phone: optionalText(phone()),
	address: optionalText(text(5, 300)),
	currentPassword: string().max(128).optional()
});
/** The admin's customer form: create needs a password (≥ 6, SPEC.md §5); update may change it. */
var customerBase = {
	name: text(2, 100),
	email: email(),
	phone: optionalText(phone()),
	address: optionalText(text(5, 300)),
	status: _enum(USER_STATUSES, { error: "validation.oneOf" }).optional()
};
var role = () => _enum(ROLES, { error: "validation.oneOf" });
object({
	...customerBase,
	role: role().default("Customer"),
	password: password(6)
});
object({
	...customerBase,
	role: role().optional(),
	password: preprocess((v) => v === "" || v === null ? void 0 : v, password(6).optional())
});
export { profileSchema as n, addressSchema as t };
