import { d as email$1, f as number, g as string, p as object } from "./Field-CRZTFpPr.js";
// ../shared/src/validation/rules.ts
/**
* Field rules of SPEC.md §5, written once. Messages are catalogue keys (i18n/messages.ts);
* `fieldErrors` turns a failed parse into translated messages per field.
*/
/** Letters, marks, digits, punctuation, spaces and a few symbols; never `<`/`>` (markup) or control characters. */
var TEXT_PATTERN = /^[\p{L}\p{M}\p{N}\p{P}\p{Zs}+=$~|^`\n\r\t]*$/u;
var text = (min, max = 200) => string({ error: "validation.required" }).trim().min(min, { error: min <= 1 ? "validation.required" : "validation.minLength" }).max(max, { error: "validation.maxLength" }).regex(TEXT_PATTERN, { error: "validation.textOnly" });
/** A bilingual text `{ ar, en }` (DESIGN.md §5), both sides required. */
var localized = (min, max = 200) => object({
	ar: text(min, max),
	en: text(min, max)
});
var email = () => string({ error: "validation.required" }).trim().toLowerCase().max(254, { error: "validation.maxLength" }).pipe(email$1({ error: "validation.email" }));
var password = (min) => string({ error: "validation.required" }).min(min, { error: "validation.passwordMin" }).max(128, { error: "validation.maxLength" });
var SAUDI_MOBILE = /^(?:\+966|00966|0)?5[013-9]\d{7}$/;
/** Saudi mobiles are stored as +9665XXXXXXXX (DESIGN.md §5). */
function normalizeSaudiMobile(value) {
	return `+966${value.replace(/[\s-]/g, "").replace(/^(?:\+966|00966|0)/, "")}`;
}
/** Phone: at least 8 characters (SPEC.md §5); Saudi mobiles are normalised. */
var phone = () => string().trim().min(8, { error: "validation.phone" }).max(20, { error: "validation.phone" }).regex(/^\+?[\d\s-]+$/, { error: "validation.phone" }).transform((v) => SAUDI_MOBILE.test(v.replace(/[\s-]/g, "")) ? normalizeSaudiMobile(v) : v.replace(/[\s-]/g, ""));
var money = () => number({ error: "validation.number" }).finite({ error: "validation.number" }).positive({ error: "validation.positive" }).max(1e7, { error: "validation.max" }).transform((v) => Math.round(v * 100) / 100);
var nonNegativeInt = (max = 1e9) => number({ error: "validation.number" }).int({ error: "validation.integer" }).min(0, { error: "validation.nonNegative" }).max(max, { error: "validation.max" });
var id = () => number({ error: "validation.required" }).int({ error: "validation.integer" }).positive({ error: "validation.required" });
export { nonNegativeInt as a, text as c, money as i, id as n, password as o, localized as r, phone as s, email as t };
