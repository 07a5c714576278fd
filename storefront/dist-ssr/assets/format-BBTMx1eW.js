// src/lib/format.ts
var numberFormats = /* @__PURE__ */ new Map();
var dateFormats = /* @__PURE__ */ new Map();
/** Western digits in Arabic too (DESIGN.md §6): ar-SA-u-nu-latn. */
var LOCALES = {
	ar: "ar-SA-u-nu-latn",
	en: "en-SA"
};
function numberFormat(lang, decimals) {
	const key = `${lang}:${decimals}`;
	let f = numberFormats.get(key);
	if (!f) {
		f = new Intl.NumberFormat(LOCALES[lang], {
			minimumFractionDigits: decimals,
			maximumFractionDigits: decimals
		});
		numberFormats.set(key, f);
	}
	return f;
}
/** "1,250.00 ر.س" / "SAR 1,250.00" */
function formatMoney(amount, lang, decimals = 2) {
	const n = numberFormat(lang, decimals).format(Number.isFinite(amount) ? amount : 0);
	return lang === "ar" ? `${n} ر.س` : `SAR ${n}`;
}
function formatNumber(value, lang, decimals = 0) {
	return numberFormat(lang, decimals).format(value);
}
function formatDate(iso, lang, withTime = false) {
	if (!iso) return "";
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return "";
	const key = `${lang}:${withTime}`;
	let f = dateFormats.get(key);
	if (!f) {
		f = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : LOCALES[lang], {
			calendar: "gregory",
			numberingSystem: "latn",
			year: "numeric",
			month: "long",
			day: "numeric",
			...withTime ? {
				hour: "2-digit",
				minute: "2-digit"
			} : {}
		});
		dateFormats.set(key, f);
	}
	return f.format(date);
}
/** Parts of an address on one line, with the comma of the UI language ("،" or ","). */
function joinParts(parts, lang) {
	return parts.filter(Boolean).join(lang === "ar" ? "، " : ", ");
}
export { joinParts as i, formatMoney as n, formatNumber as r, formatDate as t };
