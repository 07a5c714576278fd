import { m as createStore } from "./jsxRuntime-De6QBBm-.js";
// src/state/toasts.ts
var TOAST_DURATION_MS = 4e3;
var toastStore = createStore({ toasts: [] });
var nextId = 1;
var timers = /* @__PURE__ */ new Map();
function showToast(toast) {
	const id = nextId++;
	const entry = {
		kind: "success",
		duration: TOAST_DURATION_MS,
		...toast,
		id
	};
	toastStore.set((s) => ({ toasts: [...s.toasts, entry].slice(-3) }));
	if (entry.duration > 0 && entry.duration !== Infinity) timers.set(id, setTimeout(() => dismissToast(id), entry.duration));
	return id;
}
function dismissToast(id) {
	clearTimeout(timers.get(id));
	timers.delete(id);
	toastStore.set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}
/** Pauses a toast's timer while it is hovered or focused, and restarts it afterwards. */
function holdToast(id, hold) {
	clearTimeout(timers.get(id));
	timers.delete(id);
	const toast = toastStore.get().toasts.find((t) => t.id === id);
	if (!hold && toast && toast.duration > 0) timers.set(id, setTimeout(() => dismissToast(id), toast.duration));
}
var toast = {
	success: (messageKey, params) => showToast({
		kind: "success",
		messageKey,
		params
	}),
	info: (messageKey, params) => showToast({
		kind: "info",
		messageKey,
		params
	}),
	error: (messageKey, params) => showToast({
		kind: "error",
		messageKey,
		params
	}),
	/** a message that is already translated, e.g. the API's */
	text: (text, kind = "success") => showToast({
		kind,
		text
	})
};
export { toastStore as i, holdToast as n, toast as r, dismissToast as t };
