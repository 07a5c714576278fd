import { n as formatMoney } from "./format-BBTMx1eW.js";
import { f as useLanguage, s as useT, t as a, z as $ } from "./jsxRuntime-De6QBBm-.js";
// src/components/Price.tsx
/** A money amount in the UI language: "385.00 ر.س" / "SAR 385.00". */
function Money({ amount, class: cls }) {
	const lang = useLanguage();
	return /* @__PURE__ */ a("bdi", {
		class: cls,
		dir: lang === "ar" ? "rtl" : "ltr",
		children: formatMoney(amount, lang)
	});
}
/** The selling price, with the list price struck through and the discount when discounted. */
function Price({ price, finalPrice, discount, size = "md" }) {
	const t = useT();
	const discounted = finalPrice < price;
	return /* @__PURE__ */ a("span", {
		class: `price price-${size}`,
		children: [/* @__PURE__ */ a(Money, {
			amount: finalPrice,
			class: "price-now"
		}), discounted ? /* @__PURE__ */ a($, { children: [
			/* @__PURE__ */ a("span", {
				class: "sr-only",
				children: t("product.priceWas")
			}),
			/* @__PURE__ */ a("del", {
				class: "price-was",
				children: /* @__PURE__ */ a(Money, { amount: price })
			}),
			discount ? /* @__PURE__ */ a("span", {
				class: "badge badge-sale",
				children: t("product.discountBadge", { value: discount })
			}) : null
		] }) : null]
	});
}
export { Price as n, Money as t };
