import { s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { i as CheckIcon } from "./Icons-Bd2_PXmW.js";
// src/components/AuthSteps.tsx
/** The three password-reset steps of SPEC.md §4: email, code, new password. */
function ResetSteps({ at }) {
	const t = useT();
	const labels = [
		t("reset.stepEmail"),
		t("reset.stepCode"),
		t("reset.stepPassword")
	];
	return /* @__PURE__ */ a("ol", {
		class: "steps steps-compact",
		"aria-label": t("reset.steps"),
		children: labels.map((label, i) => /* @__PURE__ */ a("li", {
			class: `step${i < at ? " is-done" : ""}${i === at ? " is-current" : ""}`,
			"aria-current": i === at ? "step" : void 0,
			children: [/* @__PURE__ */ a("span", {
				class: "step-num",
				"aria-hidden": "true",
				children: i < at ? /* @__PURE__ */ a(CheckIcon, { size: 14 }) : i + 1
			}), /* @__PURE__ */ a("span", {
				class: "step-label",
				children: label
			})]
		}))
	});
}
// src/lib/reset.ts
/** The password reset in progress (email, then the checked code), for this tab only. */
var KEY = "ward-reset";
function readReset() {
	try {
		return JSON.parse(sessionStorage.getItem(KEY) ?? "{}");
	} catch {
		return {};
	}
}
function writeReset(state) {
	try {
		sessionStorage.setItem(KEY, JSON.stringify(state));
	} catch {}
}
function clearReset() {
	try {
		sessionStorage.removeItem(KEY);
	} catch {}
}
export { ResetSteps as i, readReset as n, writeReset as r, clearReset as t };
