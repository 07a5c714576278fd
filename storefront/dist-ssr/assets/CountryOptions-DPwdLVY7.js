import { s as useT, t as a, x as COUNTRIES, z as $ } from "./jsxRuntime-De6QBBm-.js";
// src/components/CountryOptions.tsx
/** The five countries of SPEC.md §9, Saudi Arabia first. */
function CountryOptions() {
	const t = useT();
	const ordered = ["SA", ...COUNTRIES.filter((c) => c !== "SA")];
	return /* @__PURE__ */ a($, { children: ordered.map((c) => /* @__PURE__ */ a("option", {
		value: c,
		children: t(`country.${c}`)
	})) });
}
export { CountryOptions as t };
