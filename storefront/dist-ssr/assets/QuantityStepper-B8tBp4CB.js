import { s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { C as MinusIcon, O as PlusIcon } from "./Icons-Bd2_PXmW.js";
// src/components/QuantityStepper.tsx
/** − n + ; never below 1 (SPEC.md §5), never above `max` when given. */
function QuantityStepper({ value, onChange, max, label, size = "md" }) {
	const t = useT();
	return /* @__PURE__ */ a("div", {
		class: `stepper stepper-${size}`,
		role: "group",
		"aria-label": label,
		children: [
			/* @__PURE__ */ a("button", {
				type: "button",
				class: "stepper-btn",
				"aria-label": t("cart.decrease"),
				disabled: value <= 1,
				onClick: () => onChange(-1),
				children: /* @__PURE__ */ a(MinusIcon, { size: 16 })
			}),
			/* @__PURE__ */ a("output", {
				class: "stepper-value",
				"aria-live": "polite",
				"aria-label": t("cart.quantityIs", { count: value }),
				children: value
			}),
			/* @__PURE__ */ a("button", {
				type: "button",
				class: "stepper-btn",
				"aria-label": t("cart.increase"),
				disabled: max !== void 0 && value >= max,
				onClick: () => onChange(1),
				children: /* @__PURE__ */ a(PlusIcon, { size: 16 })
			})
		]
	});
}
export { QuantityStepper as t };
