import { M as STORAGE_KEYS, l as preferencesStore } from "./jsxRuntime-De6QBBm-.js";
// src/api/client.ts
/** SPEC.md §8: every failed call becomes one of these (message, HTTP status, field errors). */
var ApiError = class extends Error {
	status;
	fields;
	code;
	constructor(message, status = 500, fields = null, code = "http") {
		super(message);
		this.status = status;
		this.fields = fields;
		this.code = code;
		this.name = "ApiError";
	}
	/** The first message for a field, if the server sent one. */
	field(name) {
		return this.fields?.[name]?.[0];
	}
};
var TRANSPORT_MESSAGES = {
	ar: {
		network: "تعذر الاتصال بالخادم. تحقق من اتصالك بالإنترنت وحاول مرة أخرى.",
		timeout: "انتهت مهلة الطلب. حاول مرة أخرى.",
		unknown: "حدث خطأ غير معروف"
	},
	en: {
		network: "Could not reach the server. Check your connection and try again.",
		timeout: "The request timed out. Please try again.",
		unknown: "Unknown error occurred"
	}
};
var tokenListeners = /* @__PURE__ */ new Set();
function readToken() {
	try {
		return localStorage.getItem(STORAGE_KEYS.token);
	} catch {
		return null;
	}
}
/** SPEC.md §8: a 401 clears the stored token (the auth state listens). */
function clearToken() {
	try {
		localStorage.removeItem(STORAGE_KEYS.token);
	} catch {}
	for (const l of [...tokenListeners]) l();
}
function buildUrl(path, query) {
	const params = new URLSearchParams();
	for (const [k, v] of Object.entries(query ?? {})) if (v !== void 0 && v !== null && v !== "") params.set(k, String(v));
	const qs = params.toString();
	return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path;
}
/**
* One call to the storefront API: 30 s timeout, JSON, the UI language as Accept-Language (the
* server translates `message`), the bearer token when stored; the envelope is unwrapped to `data`.
*/
async function request(method, path, options = {}) {
	const lang = preferencesStore.get().language;
	const words = TRANSPORT_MESSAGES[lang] ?? TRANSPORT_MESSAGES.ar;
	const headers = {
		Accept: "application/json",
		"Accept-Language": lang,
		...options.headers
	};
	if (options.body !== void 0) headers["Content-Type"] = "application/json";
	const token = readToken();
	if (token) headers.Authorization = `Bearer ${token}`;
	const controller = new AbortController();
	let timedOut = false;
	const timer = setTimeout(() => {
		timedOut = true;
		controller.abort();
	}, options.timeoutMs ?? 3e4);
	const abortFromCaller = () => controller.abort();
	options.signal?.addEventListener("abort", abortFromCaller);
	let res;
	try {
		res = await fetch(buildUrl(path, options.query), {
			method,
			headers,
			body: options.body === void 0 ? void 0 : JSON.stringify(options.body),
			signal: controller.signal,
			credentials: "same-origin"
		});
	} catch (error) {
		if (timedOut) throw new ApiError(words.timeout, 500, null, "timeout");
		if (options.signal?.aborted) throw new ApiError("aborted", 0, null, "aborted");
		throw new ApiError(words.network, 500, null, "network");
	} finally {
		clearTimeout(timer);
		options.signal?.removeEventListener("abort", abortFromCaller);
	}
	let body = null;
	try {
		const text = await res.text();
		body = text ? JSON.parse(text) : null;
	} catch {
		body = null;
	}
	if (res.status === 401) clearToken();
	if (!res.ok || !body || body.isSuccess === false) throw new ApiError(body?.message || (res.ok ? words.unknown : res.statusText) || words.unknown, res.ok ? 500 : res.status || 500, body?.errors ?? null, body ? "http" : res.ok ? "parse" : "http");
	return body.data;
}
var api = {
	get: (path, options) => request("GET", path, options),
	post: (path, body, options) => request("POST", path, {
		...options,
		body: body ?? {}
	}),
	put: (path, body, options) => request("PUT", path, {
		...options,
		body: body ?? {}
	}),
	patch: (path, body, options) => request("PATCH", path, {
		...options,
		body: body ?? {}
	}),
	delete: (path, options) => request("DELETE", path, options)
};
/** A message for any thrown value (non-API errors are status 500 with their own message). */
function errorMessage(error) {
	if (error instanceof ApiError || error instanceof Error) return error.message;
	return (TRANSPORT_MESSAGES[preferencesStore.get().language] ?? TRANSPORT_MESSAGES.ar).unknown;
}
function toApiError(error) {
	if (error instanceof ApiError) return error;
	return new ApiError(errorMessage(error), 500);
}
// src/api/endpoints.ts
var catalog = {
	home: () => api.get("/api/home"),
	products: (query) => api.get("/api/products", { query }),
	product: (id) => api.get(`/api/products/${id}`),
	related: (id) => api.get(`/api/products/${id}/related`),
	categories: () => api.get("/api/categories"),
	reviews: (id, page = 1, pageSize = 10) => api.get(`/api/products/${id}/reviews`, { query: {
		page,
		pageSize
	} }),
	writeReview: (id, body) => api.post(`/api/products/${id}/reviews`, body)
};
var content = {
	settings: () => api.get("/api/settings"),
	page: (slug) => api.get(`/api/pages/${slug}`),
	branches: () => api.get("/api/branches"),
	banners: () => api.get("/api/banners"),
	testimonials: () => api.get("/api/testimonials"),
	subscribe: (email) => api.post("/api/newsletter/subscribe", { email }),
	contact: (body) => api.post("/api/contact", body)
};
var auth = {
	login: (email, password) => api.post("/api/Auth/login", {
		email,
		password
	}),
	register: (body) => api.post("/api/Auth/register", body),
	forgotPassword: (email) => api.post("/api/Auth/forgot-password", { email }),
	checkCode: (Email, Token) => api.post("/api/Auth/check-code", {
		Email,
		Token
	}),
	resetPassword: (Email, Token, NewPassword) => api.post("/api/Auth/reset-password", {
		Email,
		Token,
		NewPassword
	}),
	changePassword: (body) => api.post("/api/Auth/change-password", body),
	me: () => api.get("/api/Auth/me")
};
var checkout = {
	quote: (body) => api.post("/api/cart/quote", body),
	validateCoupon: (code, subtotal) => api.post("/api/coupons/validate", {
		code,
		subtotal
	}),
	shipping: (items, country, couponCode) => api.post("/api/shipping/calculate", {
		items,
		country,
		couponCode: couponCode || void 0
	}),
	placeOrder: (body, idempotencyKey) => api.post("/api/orders", body, { headers: { "Idempotency-Key": idempotencyKey } }),
	orders: (page = 1, pageSize = 10) => api.get("/api/orders", { query: {
		page,
		pageSize
	} }),
	order: (id) => api.get(`/api/orders/${id}`),
	payment: (paymentId) => api.get(`/api/payments/${encodeURIComponent(paymentId)}`),
	shipment: (paymentId) => api.get(`/api/shipments/${encodeURIComponent(paymentId)}`)
};
var account = {
	profile: () => api.get("/api/profile"),
	updateProfile: (body) => api.put("/api/profile", body),
	addresses: () => api.get("/api/addresses"),
	createAddress: (body) => api.post("/api/addresses", body),
	updateAddress: (id, body) => api.put(`/api/addresses/${id}`, body),
	deleteAddress: (id) => api.delete(`/api/addresses/${id}`),
	setPrimaryAddress: (id) => api.post(`/api/addresses/${id}/primary`),
	/** SPEC.md §7, exactly: POST with { pageNumber, pageSize } */
	notifications: (userId, pageNumber = 1, pageSize = 10) => api.post(`/api/Notification/get-user-notifications/${userId}`, {
		pageNumber,
		pageSize
	})
};
export { content as a, buildUrl as c, toApiError as d, checkout as i, errorMessage as l, auth as n, ApiError as o, catalog as r, api as s, account as t, readToken as u };
