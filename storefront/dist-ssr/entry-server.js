import { B as O, D as PRICE_RANGES, F as P$1, G as r, H as b$2, I as T$1, K as x$1, L as b$3, M as STORAGE_KEYS, O as PRODUCT_SORTS, P as A, R as d$2, S as CUSTOMER_ROLE_VALUES, U as k$2, V as U$2, W as n, _ as ADMIN_ROLE_VALUES, a as switchLanguage, c as directionOf, d as toggleDarkMode, f as useLanguage, h as useStore, i as registerDictionary, j as STARTUP_SPLASH_MS, l as preferencesStore, m as createStore, n as hasKey, o as translate, p as usePreferences, r as localized, s as useT, t as a$2, u as setTheme, w as LISTING_PAGE_SIZES, z as $$2 } from "./assets/jsxRuntime-De6QBBm-.js";
import { a as content, c as buildUrl, d as toApiError, o as ApiError, r as catalog, s as api, t as account, u as readToken } from "./assets/endpoints-BcDGtITX.js";
import { A as SearchIcon, B as WhatsappIcon, D as PinIcon, E as PhoneIcon, F as SunIcon, H as YoutubeIcon, I as TiktokIcon, M as SnapchatIcon, N as SparkleIcon, P as StarIcon, R as TruckIcon, S as MenuIcon, T as PackageIcon, V as XIcon, _ as InfoIcon, a as ChevronNext, b as LogoutIcon, c as CloseIcon, h as GlobeIcon, i as CheckIcon, j as ShieldIcon, m as GiftIcon, n as BellIcon, r as CartIcon, s as ClockIcon, t as AlertIcon, u as DashboardIcon, v as InstagramIcon, w as MoonIcon, x as MailIcon, z as UserIcon } from "./assets/Icons-Bd2_PXmW.js";
import { r as formatNumber } from "./assets/format-BBTMx1eW.js";
import { f as useCartCount, n as cartStore, t as addItem } from "./assets/cart-B5Oa7jke.js";
import { i as toastStore, n as holdToast, r as toast, t as dismissToast } from "./assets/toasts-MEQ58R_e.js";
import { t as Img } from "./assets/Img-B5GI3iPx.js";
import { n as Price } from "./assets/Price-rsATRL1D.js";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// ../node_modules/preact-render-to-string/dist/index.mjs
var o = "__s";
var i = "__c";
var a$1 = "__k";
var u = "__d";
var c$1 = "__s";
var f = /[\s\n\\/='"\0<>]/;
var s$1 = /^(xlink|xmlns|xml)([A-Z])/;
var l$1 = /^(?:accessK|auto[A-Z]|cell|ch|col|cont|cross|dateT|encT|form[A-Z]|frame|hrefL|inputM|maxL|minL|noV|playsI|popoverT|readO|rowS|src[A-Z]|tabI|useM|item[A-Z])/;
var p$1 = /^ac|^ali|arabic|basel|cap|clipPath$|clipRule$|color|dominant|enable|fill|flood|font|glyph[^R]|horiz|image|letter|lighting|marker[^WUH]|overline|panose|pointe|paint|rendering|shape|stop|strikethrough|stroke|text[^L]|transform|underline|unicode|units|^v[^i]|^w|^xH/;
var h$1 = /* @__PURE__ */ new Set(["draggable", "spellcheck"]);
function d$1(e) {
	void 0 !== e.__g ? e.__g |= 8 : e[u] = !0;
}
function v$1(e) {
	void 0 !== e.__g ? e.__g &= -9 : e[u] = !1;
}
function m$1(e) {
	return void 0 !== e.__g ? !!(8 & e.__g) : !0 === e[u];
}
var y$1 = /["&<]/;
function _(e) {
	if (0 === e.length || !1 === y$1.test(e)) return e;
	for (var t = 0, n = 0, r = "", o = ""; n < e.length; n++) {
		switch (e.charCodeAt(n)) {
			case 34:
				o = "&quot;";
				break;
			case 38:
				o = "&amp;";
				break;
			case 60:
				o = "&lt;";
				break;
			default: continue;
		}
		n !== t && (r += e.slice(t, n)), r += o, t = n + 1;
	}
	return n !== t && (r += e.slice(t, n)), r;
}
var g$1 = {};
var k$1 = /* @__PURE__ */ new Set([
	"animation-iteration-count",
	"border-image-outset",
	"border-image-slice",
	"border-image-width",
	"box-flex",
	"box-flex-group",
	"box-ordinal-group",
	"column-count",
	"fill-opacity",
	"flex",
	"flex-grow",
	"flex-negative",
	"flex-order",
	"flex-positive",
	"flex-shrink",
	"flood-opacity",
	"font-weight",
	"grid-column",
	"grid-row",
	"line-clamp",
	"line-height",
	"opacity",
	"order",
	"orphans",
	"stop-opacity",
	"stroke-dasharray",
	"stroke-dashoffset",
	"stroke-miterlimit",
	"stroke-opacity",
	"stroke-width",
	"tab-size",
	"widows",
	"z-index",
	"zoom"
]);
var b$1 = /[A-Z]/g;
function x(e) {
	var t = "";
	for (var n in e) {
		var r = e[n];
		if (null != r && "" !== r) {
			var o = "-" == n[0] ? n : g$1[n] || (g$1[n] = n.replace(b$1, "-$&").toLowerCase()), i = ";";
			"number" != typeof r || o.startsWith("--") || k$1.has(o) || (i = "px;"), t = t + o + ":" + r + i;
		}
	}
	return t || void 0;
}
function w$1() {
	this.__d = !0;
}
function H$1(e, t) {
	return {
		__v: e,
		context: t,
		props: e.props,
		setState: w$1,
		forceUpdate: w$1,
		__d: !0,
		__h: new Array(0)
	};
}
var T = {};
var j = [];
var P = Array.isArray;
var $$1 = Object.assign;
var U$1 = "";
var Z = "<!--$s-->";
var F = "<!--/$s-->";
function M$1(e) {
	return "string" == typeof e ? Z + e + F : P(e) ? (e.unshift(Z), e.push(F), e) : e && "function" == typeof e.then ? e.then(M$1) : Z + e + F;
}
function W$2() {
	return {
		beforeDiff: n.__b,
		afterDiff: n.diffed,
		renderHook: n.__r,
		unmountHook: n.unmount,
		rootHook: n.__,
		commitHook: n.__c,
		catchError: n.__e,
		errorBoundaries: n.errorBoundaries
	};
}
function B(e) {
	var t = n[o];
	n[o] = !0;
	try {
		return e();
	} finally {
		n[o] = t;
	}
}
function z(n, r, o) {
	var i = W$2();
	try {
		var u = B(function() {
			var u, c = k$2($$2, null);
			return c[a$1] = [n], i.rootHook && i.rootHook(n, ((u = {})[a$1] = c, u.nodeType = 1, u)), q(n, r || T, !1, void 0, c, !1, o, i);
		});
		return P(u) ? u.join(U$1) : u;
	} catch (e) {
		if (e.then) throw new Error("Use \"renderToStringAsync\" for suspenseful rendering.");
		throw e;
	} finally {
		i.commitHook && B(function() {
			return i.commitHook(n, j);
		}), j.length = 0;
	}
}
function N(e, t, n) {
	var r, o = e.type, a = !0;
	return e[i] ? (a = !1, (r = e[i]).state = r[c$1]) : r = new o(e.props, t), e[i] = r, r.__v = e, r.props = e.props, r.context = t, d$1(r), r.state ?? (r.state = T), r[c$1] ?? (r[c$1] = r.state), o.getDerivedStateFromProps ? r.state = $$1({}, r.state, o.getDerivedStateFromProps(r.props, r.state)) : a && r.componentWillMount ? (r.componentWillMount(), r.state = r[c$1] !== r.state ? r[c$1] : r.state) : !a && r.componentWillUpdate && r.componentWillUpdate(), n.renderHook && n.renderHook(e), r.render(r.props, r.state, t);
}
function q(e, n, o, u, y, g, k, b) {
	if (null == e || !0 === e || !1 === e || e === U$1) return U$1;
	var w = typeof e;
	if ("object" != w) return "function" == w ? U$1 : "string" == w ? _(e) : e + U$1;
	if (P(e)) {
		var C, D = U$1;
		y[a$1] = e;
		for (var A = e.length, S = 0; S < A; S++) {
			var E = e[S];
			if (null != E && "boolean" != typeof E) {
				var L, j = q(E, n, o, u, y, g, k, b);
				"string" == typeof j ? D += j : (C || (C = new Array(A)), D && C.push(D), D = U$1, P(j) ? (L = C).push.apply(L, j) : C.push(j));
			}
		}
		return C ? (D && C.push(D), C) : D;
	}
	if (!r(e)) return U$1;
	e.__ = y, b.beforeDiff && b.beforeDiff(e);
	var Z = e.type, F = e.props;
	if ("function" == typeof Z) {
		var W, z, O, R = n;
		if (Z === $$2) {
			if ("tpl" in F) {
				for (var K, G = U$1, J = 0; J < F.tpl.length; J++) if (G += F.tpl[J], F.exprs && J < F.exprs.length) {
					var Q = F.exprs[J];
					if (null == Q) continue;
					if ("object" == typeof Q && (r(Q) || P(Q))) {
						var X, Y = q(Q, n, o, u, e, g, k, b);
						"string" == typeof Y ? G += Y : (K || (K = []), G && K.push(G), G = U$1, P(Y) ? (X = K).push.apply(X, Y) : K.push(Y));
					} else G += Q;
				}
				return K ? (G && K.push(G), K) : G;
			}
			if ("UNSTABLE_comment" in F) return "<!--" + _(F.UNSTABLE_comment) + "-->";
			z = F.children;
		} else {
			if (null != (W = Z.contextType)) {
				var ee = n[W.__c];
				R = ee ? ee.props.value : W.__;
			}
			var te = Z.prototype && "function" == typeof Z.prototype.render;
			if (te) z = N(e, R, b), O = e[i];
			else {
				e[i] = O = H$1(e, R);
				for (var ne = 0; m$1(O) && ne++ < 25;) {
					v$1(O), b.renderHook && b.renderHook(e);
					try {
						z = Z.call(O, F, R);
					} catch (t) {
						throw g && t && "function" == typeof t.then && (e._suspended = !0), t;
					}
				}
				d$1(O);
			}
			if (null != O.getChildContext && (n = $$1({}, n, O.getChildContext())), te && b.errorBoundaries && (Z.getDerivedStateFromError || O.componentDidCatch)) {
				z = null != z && z.type === $$2 && null == z.key && null == z.props.tpl ? z.props.children : z;
				try {
					return q(z, n, o, u, e, g, !1, b);
				} catch (r) {
					return Z.getDerivedStateFromError && (O[c$1] = Z.getDerivedStateFromError(r)), O.componentDidCatch && O.componentDidCatch(r, T), m$1(O) ? (z = N(e, n, b), null != (O = e[i]).getChildContext && (n = $$1({}, n, O.getChildContext())), q(z = null != z && z.type === $$2 && null == z.key && null == z.props.tpl ? z.props.children : z, n, o, u, e, g, k, b)) : U$1;
				} finally {
					b.afterDiff && b.afterDiff(e), b.unmountHook && b.unmountHook(e);
				}
			}
		}
		z = null != z && z.type === $$2 && null == z.key && null == z.props.tpl ? z.props.children : z;
		try {
			var re = q(z, n, o, u, e, g, k, b);
			return b.afterDiff && b.afterDiff(e), b.unmountHook && b.unmountHook(e), e._suspended ? M$1(re) : re;
		} catch (t) {
			if (!g && k && k.onError) {
				var oe = function t(r) {
					return k.onError(r, e, function(e, r) {
						try {
							return B(function() {
								return q(e, n, o, u, r, g, k, b);
							});
						} catch (e) {
							return t(e);
						}
					});
				}(t);
				return void 0 !== oe ? oe : (b.catchError && b.catchError(t, e), U$1);
			}
			if (!g) throw t;
			if (!t || "function" != typeof t.then) throw t;
			return t.then(function t() {
				try {
					var r = B(function() {
						return q(z, n, o, u, e, g, k, b);
					});
					return e._suspended ? M$1(r) : r;
				} catch (e) {
					if (!e || "function" != typeof e.then) throw e;
					return e.then(t);
				}
			});
		}
	}
	var ie, ae = "<" + Z, ue = U$1;
	for (var ce in F) {
		var fe = F[ce];
		if ("function" != typeof (fe = V(fe) ? fe.value : fe) || "class" === ce || "className" === ce) {
			switch (ce) {
				case "children":
					ie = fe;
					continue;
				case "key":
				case "ref":
				case "__self":
				case "__source": continue;
				case "htmlFor":
					if ("for" in F) continue;
					ce = "for";
					break;
				case "className":
					if ("class" in F) continue;
					ce = "class";
					break;
				case "defaultChecked":
					ce = "checked";
					break;
				case "defaultSelected":
					ce = "selected";
					break;
				case "defaultValue":
				case "value":
					switch (ce = "value", Z) {
						case "textarea":
							ie = fe;
							continue;
						case "select":
							u = fe;
							continue;
						case "option": u != fe || "selected" in F || (ae += " selected");
					}
					break;
				case "dangerouslySetInnerHTML":
					ue = fe && fe.__html;
					continue;
				case "style":
					"object" == typeof fe && (fe = x(fe));
					break;
				case "acceptCharset":
					ce = "accept-charset";
					break;
				case "httpEquiv":
					ce = "http-equiv";
					break;
				default:
					if (f.test(ce)) continue;
					s$1.test(ce) ? ce = ce.replace(s$1, "$1:$2").toLowerCase() : "-" !== ce[4] && !h$1.has(ce) || null == fe ? o ? p$1.test(ce) && (ce = "panose1" === ce ? "panose-1" : ce.replace(/([A-Z])/g, "-$1").toLowerCase()) : l$1.test(ce) && (ce = ce.toLowerCase()) : fe += U$1;
			}
			null != fe && !1 !== fe && (ae = !0 === fe || fe === U$1 ? ae + " " + ce : ae + " " + ce + "=\"" + _(fe + U$1) + "\"");
		}
	}
	if (f.test(Z)) throw new Error(Z + " is not a valid HTML tag name in " + ae + ">");
	if (ue || ("string" == typeof ie ? ue = _(ie) : null != ie && !1 !== ie && !0 !== ie && (ue = q(ie, n, "svg" === Z || "foreignObject" !== Z && o, u, e, g, k, b))), b.afterDiff && b.afterDiff(e), b.unmountHook && b.unmountHook(e), !ue && I$1.has(Z)) return ae + "/>";
	var se = "</" + Z + ">", le = ae + ">";
	return P(ue) ? [le].concat(ue, [se]) : "string" != typeof ue ? [
		le,
		ue,
		se
	] : le + ue + se;
}
var I$1 = /* @__PURE__ */ new Set([
	"area",
	"base",
	"br",
	"col",
	"command",
	"embed",
	"hr",
	"img",
	"input",
	"keygen",
	"link",
	"meta",
	"param",
	"source",
	"track",
	"wbr"
]);
function V(e) {
	return null !== e && "object" == typeof e && "function" == typeof e.peek && "value" in e;
}
// ../node_modules/preact-router/dist/preact-router.mjs
var a = {};
function c(n, t) {
	for (var r in t) n[r] = t[r];
	return n;
}
function s(n, t, r) {
	var i, o = /(?:\?([^#]*))?(#.*)?$/, e = n.match(o), u = {};
	if (e && e[1]) for (var f = e[1].split("&"), c = 0; c < f.length; c++) {
		var s = f[c].split("=");
		u[decodeURIComponent(s[0])] = decodeURIComponent(s.slice(1).join("="));
	}
	n = d(n.replace(o, "")), t = d(t || "");
	for (var h = Math.max(n.length, t.length), v = 0; v < h; v++) if (t[v] && ":" === t[v].charAt(0)) {
		var l = t[v].replace(/(^:|[+*?]+$)/g, ""), p = (t[v].match(/[+*?]+$/) || a)[0] || "", m = ~p.indexOf("+"), y = ~p.indexOf("*"), U = n[v] || "";
		if (!U && !y && (p.indexOf("?") < 0 || m)) {
			i = !1;
			break;
		}
		if (u[l] = decodeURIComponent(U), m || y) {
			u[l] = n.slice(v).map(decodeURIComponent).join("/");
			break;
		}
	} else if (t[v] !== n[v]) {
		i = !1;
		break;
	}
	return (!0 === r.default || !1 !== i) && u;
}
function h(n, t) {
	return n.rank < t.rank ? 1 : n.rank > t.rank ? -1 : n.index - t.index;
}
function v(n, t) {
	return n.index = t, n.rank = function(n) {
		return n.props.default ? 0 : d(n.props.path).map(l).join("");
	}(n), n.props;
}
function d(n) {
	return n.replace(/(^\/+|\/+$)/g, "").split("/");
}
function l(n) {
	return ":" == n.charAt(0) ? 1 + "*+?".indexOf(n.charAt(n.length - 1)) || 4 : 5;
}
var p = {};
var m = [];
var y = [];
var U = null;
var g = { url: R() };
var k = U$2(g);
function R() {
	var n;
	return "" + ((n = U && U.location ? U.location : U && U.getCurrentLocation ? U.getCurrentLocation() : "undefined" != typeof location ? location : p).pathname || "") + (n.search || "");
}
function $(n, t) {
	return void 0 === t && (t = !1), "string" != typeof n && n.url && (t = n.replace, n = n.url), function(n) {
		for (var t = m.length; t--;) if (m[t].canRoute(n)) return !0;
		return !1;
	}(n) && function(n, t) {
		void 0 === t && (t = "push"), U && U[t] ? U[t](n) : "undefined" != typeof history && history[t + "State"] && history[t + "State"](null, null, n);
	}(n, t ? "replace" : "push"), I(n);
}
function I(n) {
	for (var t = !1, r = 0; r < m.length; r++) m[r].routeTo(n) && (t = !0);
	return t;
}
function M(n) {
	if (n && n.getAttribute) {
		var t = n.getAttribute("href"), r = n.getAttribute("target");
		if (t && t.match(/^\//g) && (!r || r.match(/^_?self$/i))) return $(t);
	}
}
function b(n) {
	return n.stopImmediatePropagation && n.stopImmediatePropagation(), n.stopPropagation && n.stopPropagation(), n.preventDefault(), !1;
}
function W$1(n) {
	if (!(n.ctrlKey || n.metaKey || n.altKey || n.shiftKey || n.button)) {
		var t = n.target;
		do
			if ("a" === t.localName && t.getAttribute("href")) {
				if (t.hasAttribute("data-native") || t.hasAttribute("native")) return;
				if (M(t)) return b(n);
			}
		while (t = t.parentNode);
	}
}
var w = !1;
function D(n) {
	n.history && (U = n.history), this.state = { url: n.url || R() };
}
c(D.prototype = new x$1(), {
	shouldComponentUpdate: function(n) {
		return !0 !== n.static || n.url !== this.props.url || n.onChange !== this.props.onChange;
	},
	canRoute: function(n) {
		var t = O(this.props.children);
		return void 0 !== this.g(t, n);
	},
	routeTo: function(n) {
		this.setState({ url: n });
		var t = this.canRoute(n);
		return this.p || this.forceUpdate(), t;
	},
	componentWillMount: function() {
		this.p = !0;
	},
	componentDidMount: function() {
		var n = this;
		w || (w = !0, U || addEventListener("popstate", function() {
			I(R());
		}), addEventListener("click", W$1)), m.push(this), U && (this.u = U.listen(function(t) {
			var r = t.location || t;
			n.routeTo("" + (r.pathname || "") + (r.search || ""));
		})), this.p = !1;
	},
	componentWillUnmount: function() {
		"function" == typeof this.u && this.u(), m.splice(m.indexOf(this), 1);
	},
	componentWillUpdate: function() {
		this.p = !0;
	},
	componentDidUpdate: function() {
		this.p = !1;
	},
	g: function(n, t) {
		n = n.filter(v).sort(h);
		for (var r = 0; r < n.length; r++) {
			var i = n[r], o = s(t, i.props.path, i.props);
			if (o) return [i, o];
		}
	},
	render: function(n, t) {
		var e, u, f = n.onChange, a = t.url, s = this.c, h = this.g(O(n.children), a);
		if (h && (u = b$2(h[0], c(c({
			url: a,
			matches: e = h[1]
		}, e), {
			key: void 0,
			ref: void 0
		}))), a !== (s && s.url)) {
			c(g, s = this.c = {
				url: a,
				previous: s && s.url,
				current: u,
				path: u ? u.props.path : null,
				matches: e
			}), s.router = this, s.active = u ? [u] : [];
			for (var v = y.length; v--;) y[v]({});
			"function" == typeof f && f(s);
		}
		return k$2(k.Provider, { value: s }, u);
	}
});
// src/components/ErrorBoundary.tsx
/**
* Catches render errors below it and shows the Arabic message with a retry (re-renders) and a
* reload. `resetKey` (the path) clears the error when the shopper navigates elsewhere.
*/
var ErrorBoundary = class extends x$1 {
	state = { error: null };
	static getDerivedStateFromError(error) {
		return { error };
	}
	componentDidCatch(error) {
		console.error("render failed", error);
	}
	componentDidUpdate(prev) {
		if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
	}
	retry = () => this.setState({ error: null });
	render() {
		if (!this.state.error) return this.props.children;
		const lang = preferencesStore.get().language;
		return /* @__PURE__ */ a$2("div", {
			class: "render-error",
			role: "alert",
			children: [
				/* @__PURE__ */ a$2("p", {
					lang: "ar",
					dir: "rtl",
					class: "render-error-text",
					children: translate("ar", "error.render")
				}),
				lang !== "ar" ? /* @__PURE__ */ a$2("p", {
					class: "render-error-sub",
					children: translate(lang, "error.render")
				}) : null,
				/* @__PURE__ */ a$2("div", {
					class: "render-error-actions",
					children: [/* @__PURE__ */ a$2("button", {
						type: "button",
						class: "btn btn-primary",
						onClick: this.retry,
						children: translate(lang, "common.retry")
					}), /* @__PURE__ */ a$2("button", {
						type: "button",
						class: "btn btn-outline",
						onClick: () => location.reload(),
						children: translate(lang, "common.refresh")
					})]
				})
			]
		});
	}
};
// src/state/settings.ts
var settingsStore = createStore({
	settings: null,
	status: "loading"
});
/**
* What the shell shows before the settings answer (the shared DEFAULT_SETTINGS lives beside its
* zod schema, which must stay out of the first chunk): SPEC.md §9's hours and threshold.
*/
var FALLBACK_SETTINGS = {
	shopName: {
		ar: "ورد للعطور والعود",
		en: "Ward Perfumes & Oud"
	},
	vatNumber: "",
	crNumber: "",
	contactEmail: "",
	phones: [],
	whatsapp: null,
	address: {
		ar: "",
		en: ""
	},
	storeHours: [{
		days: {
			ar: "الاثنين - السبت",
			en: "Monday - Saturday"
		},
		open: "10:00",
		close: "21:00"
	}, {
		days: {
			ar: "الأحد",
			en: "Sunday"
		},
		open: "12:00",
		close: "18:00"
	}],
	social: {
		instagram: null,
		x: null,
		tiktok: null,
		snapchat: null,
		youtube: null
	},
	freeShippingThreshold: 250,
	codFee: 0,
	codMaxTotal: 0,
	splashMs: STARTUP_SPLASH_MS
};
/** The splash duration: the settings' value (0 turns it off), 1500 ms until known (SPEC.md §9). */
function splashDuration(settings) {
	const ms = settings?.splashMs;
	return typeof ms === "number" && ms >= 0 ? ms : STARTUP_SPLASH_MS;
}
var useSettings = () => useStore(settingsStore, (s) => s.settings);
var useSettingsState = () => useStore(settingsStore);
// src/components/Logo.tsx
/** Ward's mark: a rose bud over a stem, in the brand's wine and gold. */
function Logo({ size = 36, withName, name }) {
	return /* @__PURE__ */ a$2("span", {
		class: "logo",
		children: [/* @__PURE__ */ a$2("svg", {
			width: size,
			height: size,
			viewBox: "0 0 64 64",
			"aria-hidden": "true",
			focusable: "false",
			children: [/* @__PURE__ */ a$2("rect", {
				width: "64",
				height: "64",
				rx: "16",
				fill: "var(--brand, #7a1f3d)"
			}), /* @__PURE__ */ a$2("g", {
				fill: "none",
				stroke: "var(--gold-soft, #f6d7a7)",
				"stroke-width": "3.2",
				"stroke-linecap": "round",
				"stroke-linejoin": "round",
				children: [
					/* @__PURE__ */ a$2("path", { d: "M32 52V35" }),
					/* @__PURE__ */ a$2("path", {
						d: "M32 44c-5-1-9-4-10-8 5 0 9 2 10 8z",
						fill: "var(--gold-soft, #f6d7a7)"
					}),
					/* @__PURE__ */ a$2("path", { d: "M32 35c-8 0-12-6-12-12 4 0 7 1 9 3 0-5 2-9 3-11 1 2 3 6 3 11 2-2 5-3 9-3 0 6-4 12-12 12z" })
				]
			})]
		}), withName ? /* @__PURE__ */ a$2("span", {
			class: "logo-name",
			children: name
		}) : null]
	});
}
// src/components/PaymentLogos.tsx
/**
* The seven payment methods of SPEC.md §1, drawn as Ward's own simplified badges (not the
* brands' artwork): each is a 52×32 card with a wordmark in the brand's colours.
*/
var W = 52;
var H = 32;
var font = "system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif";
function Badge({ label, bg = "#fff", children }) {
	return /* @__PURE__ */ a$2("li", {
		class: "pay-logo",
		children: /* @__PURE__ */ a$2("svg", {
			width: W,
			height: H,
			viewBox: `0 0 ${W} ${H}`,
			role: "img",
			"aria-label": label,
			children: [
				/* @__PURE__ */ a$2("title", { children: label }),
				/* @__PURE__ */ a$2("rect", {
					x: "0.5",
					y: "0.5",
					width: 51,
					height: 31,
					rx: "5",
					fill: bg,
					stroke: "#d9d4cf"
				}),
				children
			]
		})
	});
}
function PaymentLogos({ label }) {
	return /* @__PURE__ */ a$2("ul", {
		class: "pay-logos",
		"aria-label": label,
		dir: "ltr",
		children: [
			/* @__PURE__ */ a$2(Badge, {
				label: "mada",
				children: [
					/* @__PURE__ */ a$2("rect", {
						x: "7",
						y: "10",
						width: "12",
						height: "4.5",
						rx: "1",
						fill: "#84b740"
					}),
					/* @__PURE__ */ a$2("rect", {
						x: "7",
						y: "17.5",
						width: "12",
						height: "4.5",
						rx: "1",
						fill: "#259bd6"
					}),
					/* @__PURE__ */ a$2("text", {
						x: "22",
						y: "20.5",
						"font-family": font,
						"font-size": "10",
						"font-weight": "700",
						fill: "#1d1d4f",
						children: "mada"
					})
				]
			}),
			/* @__PURE__ */ a$2(Badge, {
				label: "Visa",
				children: /* @__PURE__ */ a$2("text", {
					x: "26",
					y: "21",
					"text-anchor": "middle",
					"font-family": font,
					"font-size": "13",
					"font-weight": "800",
					"font-style": "italic",
					fill: "#1a1f71",
					"letter-spacing": "0.5",
					children: "VISA"
				})
			}),
			/* @__PURE__ */ a$2(Badge, {
				label: "Apple Pay",
				bg: "#000",
				children: [/* @__PURE__ */ a$2("path", {
					d: "M15.2 10.2c.7-.8 1.1-1.8 1-2.8-1 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3zm1 1.5c-1.5-.1-2.7.8-3.4.8s-1.8-.8-2.9-.8a4.3 4.3 0 0 0-3.7 2.2c-1.6 2.7-.4 6.8 1.1 9 .7 1.1 1.6 2.3 2.8 2.2 1.1 0 1.5-.7 2.9-.7s1.7.7 2.9.7 1.9-1.1 2.7-2.2c.8-1.2 1.2-2.4 1.2-2.5 0 0-2.3-.9-2.3-3.6 0-2.2 1.8-3.3 1.9-3.4a4.1 4.1 0 0 0-3.2-1.7z",
					fill: "#fff"
				}), /* @__PURE__ */ a$2("text", {
					x: "22",
					y: "21",
					"font-family": font,
					"font-size": "11.5",
					"font-weight": "600",
					fill: "#fff",
					children: "Pay"
				})]
			}),
			/* @__PURE__ */ a$2(Badge, {
				label: "Tabby",
				bg: "#3bffc1",
				children: /* @__PURE__ */ a$2("text", {
					x: "26",
					y: "20.5",
					"text-anchor": "middle",
					"font-family": font,
					"font-size": "12.5",
					"font-weight": "800",
					fill: "#121212",
					children: "tabby"
				})
			}),
			/* @__PURE__ */ a$2(Badge, {
				label: "Tamara",
				children: [
					/* @__PURE__ */ a$2("defs", { children: /* @__PURE__ */ a$2("linearGradient", {
						id: "tamara-g",
						x1: "0",
						x2: "1",
						y1: "0",
						y2: "1",
						children: [
							/* @__PURE__ */ a$2("stop", {
								offset: "0",
								"stop-color": "#f8b5a0"
							}),
							/* @__PURE__ */ a$2("stop", {
								offset: "0.5",
								"stop-color": "#d7a5e8"
							}),
							/* @__PURE__ */ a$2("stop", {
								offset: "1",
								"stop-color": "#9ec8f2"
							})
						]
					}) }),
					/* @__PURE__ */ a$2("rect", {
						x: "3",
						y: "3",
						width: 46,
						height: 26,
						rx: "4",
						fill: "url(#tamara-g)"
					}),
					/* @__PURE__ */ a$2("text", {
						x: "26",
						y: "20.5",
						"text-anchor": "middle",
						"font-family": font,
						"font-size": "11.5",
						"font-weight": "700",
						fill: "#1c1c1c",
						children: "tamara"
					})
				]
			}),
			/* @__PURE__ */ a$2(Badge, {
				label: "STC Pay",
				bg: "#4f008c",
				children: /* @__PURE__ */ a$2("text", {
					x: "26",
					y: "20.5",
					"text-anchor": "middle",
					"font-family": font,
					"font-size": "11",
					"font-weight": "800",
					fill: "#fff",
					children: "stc pay"
				})
			}),
			/* @__PURE__ */ a$2(Badge, {
				label: "Google Pay",
				children: [/* @__PURE__ */ a$2("g", {
					transform: "translate(6 9)",
					"stroke-width": "2.6",
					fill: "none",
					children: [
						/* @__PURE__ */ a$2("path", {
							d: "M13 7.2H7.3",
							stroke: "#4285f4"
						}),
						/* @__PURE__ */ a$2("path", {
							d: "M12.6 4.2A6.2 6.2 0 0 0 1.5 4",
							stroke: "#ea4335"
						}),
						/* @__PURE__ */ a$2("path", {
							d: "M1.5 4a6.2 6.2 0 0 0 0 6.4",
							stroke: "#fbbc04"
						}),
						/* @__PURE__ */ a$2("path", {
							d: "M1.5 10.4a6.2 6.2 0 0 0 11.3-1.8",
							stroke: "#34a853"
						})
					]
				}), /* @__PURE__ */ a$2("text", {
					x: "23",
					y: "20.5",
					"font-family": font,
					"font-size": "11.5",
					"font-weight": "600",
					fill: "#3c4043",
					children: "Pay"
				})]
			})
		]
	});
}
// src/state/auth.ts
var authStore = createStore({
	status: "loading",
	token: null,
	user: null
});
function base64UrlDecode(part) {
	const b64 = part.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(part.length / 4) * 4, "=");
	const binary = atob(b64);
	let escaped = "";
	for (let i = 0; i < binary.length; i++) escaped += `%${binary.charCodeAt(i).toString(16).padStart(2, "0")}`;
	return decodeURIComponent(escaped);
}
/**
* Reads the claims of SPEC.md §3 without verifying the signature (the server does that):
* subject id, role (standard role claim), name identifier, name, expiry.
*/
function decodeToken(token) {
	const parts = token.split(".");
	if (parts.length !== 3) throw new Error("not a JWT");
	const claims = JSON.parse(base64UrlDecode(parts[1]));
	const role = String(claims["http://schemas.microsoft.com/ws/2008/06/identity/claims/role"] ?? claims.role ?? "");
	const id = Number(claims.sub ?? claims["http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier"]);
	if (!Number.isFinite(id)) throw new Error("no subject");
	return {
		id,
		role,
		name: typeof claims.name === "string" ? claims.name : "",
		email: typeof claims.email === "string" ? claims.email : null,
		isAdmin: ADMIN_ROLE_VALUES.includes(role),
		isCustomer: CUSTOMER_ROLE_VALUES.includes(role),
		exp: typeof claims.exp === "number" ? claims.exp : null
	};
}
function isExpired(user, nowMs = Date.now()) {
	return user.exp !== null && user.exp * 1e3 <= nowMs;
}
var expiryTimer;
/** SPEC.md §4: authenticated is "a valid token is stored"; an expired or unreadable one is removed. */
function evaluateAuth() {
	clearTimeout(expiryTimer);
	const token = readToken();
	let next = {
		status: "unauthenticated",
		token: null,
		user: null
	};
	if (token) try {
		const user = decodeToken(token);
		if (isExpired(user)) removeToken();
		else {
			next = {
				status: "authenticated",
				token,
				user
			};
			if (user.exp) {
				const ms = user.exp * 1e3 - Date.now();
				if (ms < 2 ** 31 - 1) expiryTimer = setTimeout(evaluateAuth, ms + 50);
			}
		}
	} catch (error) {
		console.warn("token could not be decoded", error);
		removeToken();
	}
	authStore.set(next);
	return next;
}
function removeToken() {
	try {
		localStorage.removeItem(STORAGE_KEYS.token);
	} catch {}
}
/** Stores a token from login / register / change-password and re-evaluates. */
function setToken(token) {
	try {
		localStorage.setItem(STORAGE_KEYS.token, token);
	} catch {}
	const state = evaluateAuth();
	if (state.user?.isAdmin) try {
		localStorage.setItem(STORAGE_KEYS.adminAuth, "true");
		localStorage.setItem(STORAGE_KEYS.adminName, state.user.name);
	} catch {}
	return state;
}
/**
* SPEC.md §4 logout. Customer: remove the token. Admin: also the admin auth and name, and the
* session storage. The caller then goes to `/`.
*/
function logout() {
	const wasAdmin = authStore.get().user?.isAdmin ?? false;
	removeToken();
	if (wasAdmin) try {
		localStorage.removeItem(STORAGE_KEYS.adminAuth);
		localStorage.removeItem(STORAGE_KEYS.adminName);
		sessionStorage.clear();
	} catch {}
	evaluateAuth();
}
var useAuth = () => useStore(authStore);
// src/state/notifications.ts
var notificationsStore = createStore({
	userId: null,
	items: [],
	unread: 0,
	status: "idle",
	error: null
});
/**
* SPEC.md §7: newest first by createdAt, at most 10, unread (isRead false) counted. The answer's
* data is a list (a paged object is accepted too).
*/
function summarize(data) {
	const items = [...Array.isArray(data) ? data : data?.items ?? []].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, 10);
	return {
		items,
		unread: items.filter((n) => !n.isRead).length
	};
}
/** Runs only when a user id is known (SPEC.md §7); otherwise records "User ID not available". */
async function loadNotifications() {
	const userId = authStore.get().user?.id ?? null;
	if (!userId) {
		notificationsStore.set({
			userId: null,
			items: [],
			unread: 0,
			status: "error",
			error: "User ID not available"
		});
		return;
	}
	notificationsStore.set({
		userId,
		status: "loading",
		error: null
	});
	try {
		const data = await account.notifications(userId, 1, 10);
		notificationsStore.set({
			userId,
			...summarize(data),
			status: "ready",
			error: null
		});
	} catch (error) {
		notificationsStore.set({
			status: "error",
			error: error.message
		});
	}
}
/** Marks one notification read (optimistically, undone if the server refuses). */
async function markRead(id) {
	const before = notificationsStore.get();
	const items = before.items.map((n) => n.id === id ? {
		...n,
		isRead: true
	} : n);
	notificationsStore.set({
		items,
		unread: items.filter((n) => !n.isRead).length
	});
	try {
		await api.post(`/api/notifications/${id}/read`);
	} catch (error) {
		notificationsStore.set({
			items: before.items,
			unread: before.unread
		});
		throw error;
	}
}
async function markAllRead() {
	const before = notificationsStore.get();
	notificationsStore.set({
		items: before.items.map((n) => ({
			...n,
			isRead: true
		})),
		unread: 0
	});
	try {
		await api.post("/api/notifications/read-all");
	} catch (error) {
		notificationsStore.set({
			items: before.items,
			unread: before.unread
		});
		throw error;
	}
}
function resetNotifications() {
	notificationsStore.set({
		userId: null,
		items: [],
		unread: 0,
		status: "idle",
		error: null
	});
}
var useNotifications = () => useStore(notificationsStore);
// src/components/Dialog.tsx
/**
* A modal on the native <dialog>: the browser traps focus, closes on Escape, restores focus to
* the opener and marks the rest of the page inert. A click on the backdrop closes too.
*/
function Dialog({ open, onClose, title, children, variant = "modal", closeLabel, class: cls }) {
	const ref = T$1(null);
	const titleId = `dlg-${P$1()}`;
	A(() => {
		const el = ref.current;
		if (!el) return;
		if (open && !el.open) {
			if (typeof el.showModal === "function") el.showModal();
			else el.setAttribute("open", "");
			document.documentElement.classList.add("has-modal");
		} else if (!open && el.open) {
			if (typeof el.close === "function") el.close();
			else el.removeAttribute("open");
		}
		if (!open) document.documentElement.classList.remove("has-modal");
	}, [open]);
	A(() => () => document.documentElement.classList.remove("has-modal"), []);
	return /* @__PURE__ */ a$2("dialog", {
		ref,
		class: `dialog dialog-${variant}${cls ? ` ${cls}` : ""}`,
		"aria-labelledby": titleId,
		onCancel: (e) => {
			e.preventDefault();
			onClose();
		},
		onClick: (e) => {
			if (e.target === ref.current) onClose();
		},
		children: open ? /* @__PURE__ */ a$2("div", {
			class: "dialog-body",
			children: [/* @__PURE__ */ a$2("div", {
				class: "dialog-head",
				children: [/* @__PURE__ */ a$2("h2", {
					id: titleId,
					class: "dialog-title",
					children: title
				}), /* @__PURE__ */ a$2("button", {
					type: "button",
					class: "icon-btn",
					"aria-label": closeLabel,
					onClick: onClose,
					children: /* @__PURE__ */ a$2(CloseIcon, {})
				})]
			}), children]
		}) : null
	});
}
// src/components/Menu.tsx
/** SPEC.md §9: type-ahead resets after 1 s; a submenu opens 100 ms after the pointer rests on it. */
var TYPEAHEAD_RESET_MS = 1e3;
var normalize = (s) => s.trim().toLocaleLowerCase().normalize("NFKC").replace(/[\u064B-\u065F\u0670\u0640]/g, "").replace(/[أإآٱ]/g, "ا");
/** The index of the first item (after `from`, wrapping) whose label starts with `query`. */
function typeaheadMatch(labels, query, from) {
	const q = normalize(query);
	if (!q) return -1;
	for (let step = 1; step <= labels.length; step++) {
		const i = (from + step) % labels.length;
		if (normalize(labels[i]).startsWith(q)) return i;
	}
	return -1;
}
function MenuList({ id, items, labelledBy, initialFocus, onClose, onDone, submenu, class: cls }) {
	const rtl = useStore(preferencesStore, (p) => p.direction === "rtl");
	const refs = T$1([]);
	const [active, setActive] = d$2(-1);
	const [openSub, setOpenSub] = d$2(null);
	const typed = T$1({
		text: "",
		timer: 0
	});
	const hoverTimer = T$1(void 0);
	const focusItem = (i) => {
		const n = items.length;
		if (!n) return;
		const index = (i % n + n) % n;
		setActive(index);
		refs.current[index]?.focus();
	};
	A(() => {
		if (initialFocus === "first") focusItem(0);
		else if (initialFocus === "last") focusItem(items.length - 1);
		return () => {
			clearTimeout(typed.current.timer);
			clearTimeout(hoverTimer.current);
		};
	}, []);
	const typeahead = (char, current) => {
		const t = typed.current;
		clearTimeout(t.timer);
		t.text += char;
		t.timer = setTimeout(() => t.text = "", TYPEAHEAD_RESET_MS);
		const from = t.text.length === 1 ? current : current - 1;
		const match = typeaheadMatch(items.map((i) => i.label), t.text, from < -1 ? -1 : from);
		if (match >= 0) focusItem(match);
	};
	const openKey = rtl ? "ArrowLeft" : "ArrowRight";
	const closeKey = rtl ? "ArrowRight" : "ArrowLeft";
	const onKeyDown = (e) => {
		const current = refs.current.findIndex((el) => el === document.activeElement);
		const item = items[current];
		switch (e.key) {
			case "ArrowDown":
				e.preventDefault();
				focusItem(current + 1);
				return;
			case "ArrowUp":
				e.preventDefault();
				focusItem(current - 1);
				return;
			case "Home":
				e.preventDefault();
				focusItem(0);
				return;
			case "End":
				e.preventDefault();
				focusItem(items.length - 1);
				return;
			case "Escape":
				e.preventDefault();
				e.stopPropagation();
				onClose(true);
				return;
			case "Tab":
				onDone();
				return;
			case openKey:
				if (item?.submenu) {
					e.preventDefault();
					setOpenSub({
						index: current,
						focus: "first"
					});
				}
				return;
			case closeKey:
				if (submenu) {
					e.preventDefault();
					e.stopPropagation();
					onClose(true);
				}
				return;
			case " ":
			case "Enter":
				if (e.key === " " && typed.current.text) {
					typeahead(" ", current);
					e.preventDefault();
					return;
				}
				if (item?.submenu) {
					e.preventDefault();
					setOpenSub({
						index: current,
						focus: "first"
					});
				} else if (e.key === " " && item) {
					e.preventDefault();
					refs.current[current]?.click();
				}
				return;
			default: if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) typeahead(e.key, current);
		}
	};
	return /* @__PURE__ */ a$2("ul", {
		id,
		role: "menu",
		"aria-labelledby": labelledBy,
		class: `menu${submenu ? " submenu" : ""}${cls ? ` ${cls}` : ""}`,
		onKeyDown,
		children: items.map((item, i) => {
			const common = {
				ref: (el) => {
					refs.current[i] = el;
				},
				tabIndex: active === i ? 0 : -1,
				class: `menu-item${item.checked ? " is-checked" : ""}`,
				onFocus: () => setActive(i)
			};
			const content = /* @__PURE__ */ a$2($$2, { children: [
				item.icon,
				/* @__PURE__ */ a$2("span", {
					class: "menu-label",
					children: item.label
				}),
				item.dot ? /* @__PURE__ */ a$2("span", {
					class: "dot",
					"aria-hidden": "true"
				}) : null,
				item.checked ? /* @__PURE__ */ a$2("span", {
					class: "menu-check",
					"aria-hidden": "true",
					children: "✓"
				}) : null,
				item.submenu ? /* @__PURE__ */ a$2(ChevronNext, {
					size: 16,
					flip: true,
					class: "menu-sub-arrow"
				}) : null
			] });
			if (item.submenu) {
				const subId = `${id}-${item.id}`;
				const triggerId = `${subId}-trigger`;
				const isOpen = openSub?.index === i;
				return /* @__PURE__ */ a$2("li", {
					role: "none",
					class: "menu-sub",
					onPointerEnter: () => {
						clearTimeout(hoverTimer.current);
						hoverTimer.current = setTimeout(() => setOpenSub({
							index: i,
							focus: null
						}), 100);
					},
					onPointerLeave: () => {
						clearTimeout(hoverTimer.current);
						hoverTimer.current = setTimeout(() => setOpenSub((s) => s?.index === i ? null : s), 300);
					},
					children: [/* @__PURE__ */ a$2("button", {
						type: "button",
						role: "menuitem",
						id: triggerId,
						"aria-haspopup": "menu",
						"aria-expanded": isOpen,
						"aria-controls": isOpen ? subId : void 0,
						...common,
						onClick: () => setOpenSub(isOpen ? null : {
							index: i,
							focus: "first"
						}),
						children: content
					}), isOpen ? /* @__PURE__ */ a$2(MenuList, {
						id: subId,
						items: item.submenu,
						labelledBy: triggerId,
						initialFocus: openSub.focus,
						submenu: true,
						onClose: (returnFocus) => {
							setOpenSub(null);
							if (returnFocus) refs.current[i]?.focus();
						},
						onDone
					}) : null]
				});
			}
			const select = () => {
				item.onSelect?.();
				onDone();
			};
			const role = item.checked !== void 0 ? "menuitemradio" : "menuitem";
			return /* @__PURE__ */ a$2("li", {
				role: "none",
				children: item.href ? /* @__PURE__ */ a$2("a", {
					href: item.href,
					role,
					"aria-checked": item.checked,
					"data-native": item.native ? "" : void 0,
					...common,
					onClick: select,
					children: content
				}) : /* @__PURE__ */ a$2("button", {
					type: "button",
					role,
					"aria-checked": item.checked,
					...common,
					onClick: select,
					children: content
				})
			});
		})
	});
}
/**
* A menu button (WAI-ARIA APG): Enter, Space or ↓ opens on the first item, ↑ on the last; ↑ ↓
* Home End move; letters jump (type-ahead); → / ← (mirrored in RTL) open and close a submenu;
* Escape closes and returns focus; Tab or a click outside closes.
*/
function MenuButton({ label, children, items, class: cls, buttonClass, align = "end" }) {
	const uid = P$1();
	const buttonId = `mb-${uid}`;
	const menuId = `menu-${uid}`;
	const [open, setOpen] = d$2(false);
	const root = T$1(null);
	const button = T$1(null);
	A(() => {
		if (open === false) return;
		const onPointer = (e) => {
			if (root.current && !root.current.contains(e.target)) setOpen(false);
		};
		document.addEventListener("pointerdown", onPointer);
		return () => document.removeEventListener("pointerdown", onPointer);
	}, [open !== false]);
	const onButtonKey = (e) => {
		if (e.key === "ArrowDown" || e.key === "Enter" || e.key === " ") {
			e.preventDefault();
			setOpen("first");
		} else if (e.key === "ArrowUp") {
			e.preventDefault();
			setOpen("last");
		}
	};
	return /* @__PURE__ */ a$2("div", {
		class: `menu-root align-${align}${cls ? ` ${cls}` : ""}`,
		ref: root,
		children: [/* @__PURE__ */ a$2("button", {
			type: "button",
			id: buttonId,
			ref: button,
			class: buttonClass,
			"aria-label": label,
			"aria-haspopup": "menu",
			"aria-expanded": open !== false,
			"aria-controls": open !== false ? menuId : void 0,
			onClick: () => setOpen(open === false ? "first" : false),
			onKeyDown: onButtonKey,
			children
		}), open !== false ? /* @__PURE__ */ a$2(MenuList, {
			id: menuId,
			items,
			labelledBy: buttonId,
			initialFocus: open,
			onClose: (returnFocus) => {
				setOpen(false);
				if (returnFocus) button.current?.focus();
			},
			onDone: () => setOpen(false)
		}) : null]
	});
}
var lastClosedAt = 0;
var openCount = 0;
/** The delay before a tooltip opens, given when the previous one closed. */
function tooltipDelay(now, closedAt = lastClosedAt, anyOpen = openCount > 0) {
	return anyOpen || now - closedAt < 300 ? 0 : 700;
}
/**
* A visual hint for an icon control. The control keeps its own accessible name (aria-label), so
* the bubble is hidden from screen readers; Escape closes it.
*/
function Tooltip({ text, children, side = "bottom" }) {
	const [open, setOpen] = d$2(false);
	const timer = T$1(void 0);
	const isOpen = T$1(false);
	const show = () => {
		clearTimeout(timer.current);
		const delay = tooltipDelay(Date.now());
		const go = () => {
			if (!isOpen.current) openCount++;
			isOpen.current = true;
			setOpen(true);
		};
		if (delay === 0) go();
		else timer.current = setTimeout(go, delay);
	};
	const hide = () => {
		clearTimeout(timer.current);
		if (isOpen.current) {
			openCount--;
			lastClosedAt = Date.now();
		}
		isOpen.current = false;
		setOpen(false);
	};
	A(() => {
		if (!open) return;
		const onKey = (e) => e.key === "Escape" && hide();
		document.addEventListener("keydown", onKey);
		return () => document.removeEventListener("keydown", onKey);
	}, [open]);
	A(() => () => hide(), []);
	return /* @__PURE__ */ a$2("span", {
		class: "tooltip-anchor",
		onPointerEnter: show,
		onPointerLeave: hide,
		onFocusIn: show,
		onFocusOut: hide,
		onPointerDown: hide,
		children: [children, open ? /* @__PURE__ */ a$2("span", {
			class: `tooltip tooltip-${side}`,
			role: "tooltip",
			"aria-hidden": "true",
			children: text
		}) : null]
	});
}
// src/components/Header.tsx
/** SPEC.md §1: the free-delivery banner can be dismissed for the current page view only (memory, not storage). */
var bannerStore = createStore({ dismissed: false });
var OTHER_PAGES = [
	{
		href: "/branches",
		key: "nav.branches"
	},
	{
		href: "/terms",
		key: "nav.terms"
	},
	{
		href: "/privacy",
		key: "nav.privacy"
	},
	{
		href: "/return-policy",
		key: "nav.returnPolicy"
	}
];
var MAIN_LINKS = [
	{
		href: "/",
		key: "nav.home"
	},
	{
		href: "/about",
		key: "nav.about"
	},
	{
		href: "/products",
		key: "nav.shop"
	},
	{
		href: "/contact",
		key: "nav.contact"
	}
];
function isActive(path, href) {
	if (href === "/") return path === "/";
	if (href === "/products") return path === "/products" || path === "/shop" || path.startsWith("/products/");
	return path === href || path.startsWith(`${href}/`);
}
function FreeDeliveryBanner() {
	const t = useT();
	const dismissed = useStore(bannerStore, (s) => s.dismissed);
	const settings = useSettings();
	const prefs = usePreferences();
	if (dismissed) return null;
	const threshold = settings?.freeShippingThreshold ?? 250;
	return /* @__PURE__ */ a$2("div", {
		class: "promo-banner",
		role: "region",
		"aria-label": t("banner.label"),
		children: [/* @__PURE__ */ a$2("p", {
			class: "container promo-text",
			children: [/* @__PURE__ */ a$2(TruckIcon, { size: 18 }), /* @__PURE__ */ a$2("span", { children: t("banner.freeDelivery", { amount: formatNumber(threshold, prefs.language) }) })]
		}), /* @__PURE__ */ a$2("button", {
			type: "button",
			class: "promo-close",
			"aria-label": t("banner.dismiss"),
			onClick: () => bannerStore.set({ dismissed: true }),
			children: /* @__PURE__ */ a$2(CloseIcon, { size: 16 })
		})]
	});
}
function UserMenu() {
	const t = useT();
	const { status, user } = useAuth();
	const prefs = usePreferences();
	const { unread } = useNotifications();
	const signedIn = status === "authenticated" && !!user;
	const themeItems = [
		{
			id: "light",
			label: t("theme.light"),
			checked: prefs.theme === "light",
			onSelect: () => setTheme("light")
		},
		{
			id: "dark",
			label: t("theme.dark"),
			checked: prefs.theme === "dark",
			onSelect: () => setTheme("dark")
		},
		{
			id: "system",
			label: t("theme.system"),
			checked: prefs.theme === "system",
			onSelect: () => setTheme("system")
		}
	];
	const items = signedIn ? [
		user.isAdmin ? {
			id: "dashboard",
			label: t("user.dashboard"),
			href: "/admin",
			native: true,
			icon: /* @__PURE__ */ a$2(DashboardIcon, { size: 18 })
		} : {
			id: "dashboard",
			label: t("user.dashboard"),
			href: "/user",
			icon: /* @__PURE__ */ a$2(DashboardIcon, { size: 18 })
		},
		...user.isAdmin ? [] : [{
			id: "orders",
			label: t("user.orders"),
			href: "/user/orders",
			icon: /* @__PURE__ */ a$2(PackageIcon, { size: 18 })
		}, {
			id: "notifications",
			label: t("user.notifications"),
			href: "/user/notifications",
			icon: /* @__PURE__ */ a$2(BellIcon, { size: 18 }),
			dot: unread > 0
		}],
		{
			id: "theme",
			label: t("theme.label"),
			submenu: themeItems,
			icon: /* @__PURE__ */ a$2(MoonIcon, { size: 18 })
		},
		{
			id: "logout",
			label: t("user.logout"),
			icon: /* @__PURE__ */ a$2(LogoutIcon, {
				size: 18,
				flip: true
			}),
			onSelect: () => {
				logout();
				toast.info("user.loggedOut");
				$("/");
			}
		}
	] : [{
		id: "login",
		label: t("user.login"),
		href: "/account",
		icon: /* @__PURE__ */ a$2(UserIcon, { size: 18 })
	}, {
		id: "theme",
		label: t("theme.label"),
		submenu: themeItems,
		icon: /* @__PURE__ */ a$2(MoonIcon, { size: 18 })
	}];
	const initial = signedIn ? user.isAdmin ? "A" : "C" : null;
	const label = signedIn ? t("user.menuFor", { name: user.name || (user.isAdmin ? t("user.admin") : t("user.customer")) }) : t("user.menu");
	return /* @__PURE__ */ a$2(MenuButton, {
		label,
		items,
		buttonClass: "icon-btn avatar-btn",
		align: "end",
		children: [initial ? /* @__PURE__ */ a$2("span", {
			class: `avatar avatar-${initial === "A" ? "admin" : "customer"}`,
			"aria-hidden": "true",
			children: initial
		}) : /* @__PURE__ */ a$2(UserIcon, {}), signedIn && !user.isAdmin && unread > 0 ? /* @__PURE__ */ a$2("span", {
			class: "dot avatar-dot",
			"aria-hidden": "true"
		}) : null]
	});
}
function Header({ path }) {
	const t = useT();
	const prefs = usePreferences();
	const count = useCartCount();
	const settings = useSettings();
	const { status, user } = useAuth();
	const [drawer, setDrawer] = d$2(false);
	const shopName = settings ? localized(settings.shopName, prefs.language) : t("brand.name");
	A(() => {
		if (status === "authenticated" && user && !user.isAdmin) loadNotifications();
		else if (status === "unauthenticated") resetNotifications();
	}, [status, user?.id]);
	A(() => setDrawer(false), [path]);
	const otherItems = OTHER_PAGES.map((p) => ({
		id: p.href,
		label: t(p.key),
		href: p.href
	}));
	return /* @__PURE__ */ a$2($$2, { children: [
		/* @__PURE__ */ a$2(FreeDeliveryBanner, {}),
		/* @__PURE__ */ a$2("header", {
			class: "site-header",
			children: /* @__PURE__ */ a$2("div", {
				class: "container header-row",
				children: [
					/* @__PURE__ */ a$2("button", {
						type: "button",
						class: "icon-btn only-mobile",
						"aria-label": t("nav.openMenu"),
						"aria-expanded": drawer,
						onClick: () => setDrawer(true),
						children: /* @__PURE__ */ a$2(MenuIcon, {})
					}),
					/* @__PURE__ */ a$2("a", {
						href: "/",
						class: "brand",
						"aria-label": t("nav.homeNamed", { name: shopName }),
						children: [/* @__PURE__ */ a$2(Logo, { size: 34 }), /* @__PURE__ */ a$2("span", {
							class: "brand-name",
							children: t("brand.name")
						})]
					}),
					/* @__PURE__ */ a$2("nav", {
						class: "main-nav only-desktop",
						"aria-label": t("nav.main"),
						children: /* @__PURE__ */ a$2("ul", { children: [MAIN_LINKS.map((l) => /* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
							href: l.href,
							"aria-current": isActive(path, l.href) ? "page" : void 0,
							children: t(l.key)
						}) })), /* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2(MenuButton, {
							label: t("nav.otherPages"),
							items: otherItems,
							buttonClass: "nav-menu-btn",
							align: "start",
							children: [/* @__PURE__ */ a$2("span", {
								class: OTHER_PAGES.some((p) => isActive(path, p.href)) ? "is-current" : void 0,
								children: t("nav.otherPages")
							}), /* @__PURE__ */ a$2("svg", {
								width: "14",
								height: "14",
								viewBox: "0 0 24 24",
								"aria-hidden": "true",
								fill: "none",
								stroke: "currentColor",
								"stroke-width": "2",
								children: /* @__PURE__ */ a$2("path", { d: "m6 9 6 6 6-6" })
							})]
						}) })] })
					}),
					/* @__PURE__ */ a$2("div", {
						class: "header-actions",
						children: [
							/* @__PURE__ */ a$2(Tooltip, {
								text: t("nav.search"),
								children: /* @__PURE__ */ a$2("a", {
									href: "/products?focus=search",
									class: "icon-btn only-desktop",
									"aria-label": t("nav.search"),
									children: /* @__PURE__ */ a$2(SearchIcon, {})
								})
							}),
							/* @__PURE__ */ a$2(Tooltip, {
								text: prefs.language === "ar" ? "English" : "العربية",
								children: /* @__PURE__ */ a$2("button", {
									type: "button",
									class: "icon-btn lang-btn",
									"aria-label": t("header.switchLanguage"),
									onClick: () => void switchLanguage(prefs.language === "ar" ? "en" : "ar"),
									children: [/* @__PURE__ */ a$2(GlobeIcon, { size: 20 }), /* @__PURE__ */ a$2("span", {
										class: "lang-code",
										lang: prefs.language === "ar" ? "en" : "ar",
										children: prefs.language === "ar" ? "EN" : "ع"
									})]
								})
							}),
							/* @__PURE__ */ a$2(Tooltip, {
								text: prefs.darkMode ? t("theme.toLight") : t("theme.toDark"),
								children: /* @__PURE__ */ a$2("button", {
									type: "button",
									class: "icon-btn",
									"aria-label": prefs.darkMode ? t("theme.toLight") : t("theme.toDark"),
									"aria-pressed": prefs.darkMode,
									onClick: toggleDarkMode,
									children: prefs.darkMode ? /* @__PURE__ */ a$2(SunIcon, {}) : /* @__PURE__ */ a$2(MoonIcon, {})
								})
							}),
							/* @__PURE__ */ a$2(Tooltip, {
								text: t("nav.cart"),
								children: /* @__PURE__ */ a$2("a", {
									href: "/cart",
									class: "icon-btn cart-btn",
									"aria-label": t("nav.cartCount", { count }),
									"aria-current": path === "/cart" ? "page" : void 0,
									children: [/* @__PURE__ */ a$2(CartIcon, {}), count > 0 ? /* @__PURE__ */ a$2("span", {
										class: "cart-count",
										"aria-hidden": "true",
										children: count > 99 ? "99+" : count
									}) : null]
								})
							}),
							/* @__PURE__ */ a$2(UserMenu, {})
						]
					})
				]
			})
		}),
		/* @__PURE__ */ a$2(Dialog, {
			open: drawer,
			onClose: () => setDrawer(false),
			title: t("nav.menu"),
			variant: "drawer",
			closeLabel: t("common.close"),
			children: /* @__PURE__ */ a$2("nav", {
				"aria-label": t("nav.main"),
				class: "drawer-nav",
				children: [
					/* @__PURE__ */ a$2("ul", { children: MAIN_LINKS.map((l) => /* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
						href: l.href,
						"aria-current": isActive(path, l.href) ? "page" : void 0,
						onClick: () => setDrawer(false),
						children: t(l.key)
					}) })) }),
					/* @__PURE__ */ a$2("p", {
						class: "drawer-heading",
						children: t("nav.otherPages")
					}),
					/* @__PURE__ */ a$2("ul", { children: OTHER_PAGES.map((l) => /* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
						href: l.href,
						"aria-current": isActive(path, l.href) ? "page" : void 0,
						onClick: () => setDrawer(false),
						children: t(l.key)
					}) })) }),
					/* @__PURE__ */ a$2("p", {
						class: "drawer-heading",
						children: t("nav.account")
					}),
					/* @__PURE__ */ a$2("ul", { children: [status === "authenticated" && user ? /* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
						href: user.isAdmin ? "/admin" : "/user",
						"data-native": user.isAdmin ? "" : void 0,
						onClick: () => setDrawer(false),
						children: t("user.dashboard")
					}) }) : /* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
						href: "/account",
						onClick: () => setDrawer(false),
						children: t("user.login")
					}) }), /* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
						href: "/cart",
						onClick: () => setDrawer(false),
						children: [
							t("nav.cart"),
							" (",
							count,
							")"
						]
					}) })] })
				]
			})
		})
	] });
}
// src/components/Footer.tsx
var SOCIAL = [
	{
		key: "instagram",
		label: "Instagram",
		Icon: InstagramIcon
	},
	{
		key: "x",
		label: "X",
		Icon: XIcon
	},
	{
		key: "tiktok",
		label: "TikTok",
		Icon: TiktokIcon
	},
	{
		key: "snapchat",
		label: "Snapchat",
		Icon: SnapchatIcon
	},
	{
		key: "youtube",
		label: "YouTube",
		Icon: YoutubeIcon
	}
];
var tel = (phone) => `tel:${phone.replace(/[^\d+]/g, "")}`;
/** SPEC.md §1 footer: payment logos, quick links, contact details, VAT and CR numbers, social icons, store hours. */
function Footer() {
	const t = useT();
	const lang = useLanguage();
	const s = useSettings() ?? FALLBACK_SETTINGS;
	const shopName = localized(s.shopName, lang);
	const social = s.social;
	return /* @__PURE__ */ a$2("footer", {
		class: "site-footer",
		children: [/* @__PURE__ */ a$2("div", {
			class: "container footer-grid",
			children: [
				/* @__PURE__ */ a$2("section", {
					class: "footer-brand",
					"aria-label": shopName,
					children: [
						/* @__PURE__ */ a$2("a", {
							href: "/",
							class: "brand",
							children: [/* @__PURE__ */ a$2(Logo, { size: 40 }), /* @__PURE__ */ a$2("span", {
								class: "brand-name",
								children: shopName
							})]
						}),
						/* @__PURE__ */ a$2("p", {
							class: "footer-about",
							children: t("footer.about")
						}),
						/* @__PURE__ */ a$2("ul", {
							class: "social",
							"aria-label": t("footer.social"),
							children: SOCIAL.map(({ key, label, Icon }) => /* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
								href: social[key] || "#",
								target: "_blank",
								rel: "noopener noreferrer",
								"aria-label": label,
								"data-native": "",
								children: /* @__PURE__ */ a$2(Icon, { size: 20 })
							}) }))
						})
					]
				}),
				/* @__PURE__ */ a$2("nav", {
					class: "footer-col",
					"aria-labelledby": "footer-links",
					children: [/* @__PURE__ */ a$2("h2", {
						id: "footer-links",
						class: "footer-title",
						children: t("footer.quickLinks")
					}), /* @__PURE__ */ a$2("ul", { children: [
						/* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
							href: "/",
							children: t("nav.home")
						}) }),
						/* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
							href: "/products",
							children: t("nav.shop")
						}) }),
						/* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
							href: "/about",
							children: t("nav.about")
						}) }),
						/* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
							href: "/contact",
							children: t("nav.contact")
						}) }),
						/* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
							href: "/cart",
							children: t("nav.cart")
						}) }),
						/* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
							href: "/account",
							children: t("nav.account")
						}) })
					] })]
				}),
				/* @__PURE__ */ a$2("nav", {
					class: "footer-col",
					"aria-labelledby": "footer-help",
					children: [/* @__PURE__ */ a$2("h2", {
						id: "footer-help",
						class: "footer-title",
						children: t("footer.help")
					}), /* @__PURE__ */ a$2("ul", { children: [OTHER_PAGES.map((p) => /* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
						href: p.href,
						children: t(p.key)
					}) })), /* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
						href: "/user/orders",
						children: t("footer.trackOrder")
					}) })] })]
				}),
				/* @__PURE__ */ a$2("section", {
					class: "footer-col",
					"aria-labelledby": "footer-contact",
					children: [
						/* @__PURE__ */ a$2("h2", {
							id: "footer-contact",
							class: "footer-title",
							children: t("footer.contact")
						}),
						/* @__PURE__ */ a$2("ul", {
							class: "contact-list",
							children: [
								localized(s.address, lang) ? /* @__PURE__ */ a$2("li", { children: [/* @__PURE__ */ a$2(PinIcon, { size: 18 }), /* @__PURE__ */ a$2("span", { children: localized(s.address, lang) })] }) : null,
								s.phones.map((p) => /* @__PURE__ */ a$2("li", { children: [/* @__PURE__ */ a$2(PhoneIcon, { size: 18 }), /* @__PURE__ */ a$2("a", {
									href: tel(p),
									dir: "ltr",
									"data-native": "",
									children: p
								})] })),
								s.whatsapp ? /* @__PURE__ */ a$2("li", { children: [/* @__PURE__ */ a$2(WhatsappIcon, { size: 18 }), /* @__PURE__ */ a$2("a", {
									href: `https://wa.me/${s.whatsapp.replace(/\D/g, "")}`,
									target: "_blank",
									rel: "noopener noreferrer",
									dir: "ltr",
									"data-native": "",
									children: s.whatsapp
								})] }) : null,
								s.contactEmail ? /* @__PURE__ */ a$2("li", { children: [/* @__PURE__ */ a$2(MailIcon, { size: 18 }), /* @__PURE__ */ a$2("a", {
									href: `mailto:${s.contactEmail}`,
									"data-native": "",
									children: s.contactEmail
								})] }) : null
							]
						}),
						/* @__PURE__ */ a$2("h3", {
							class: "footer-subtitle",
							children: t("footer.hours")
						}),
						/* @__PURE__ */ a$2("ul", {
							class: "hours-list",
							children: s.storeHours.map((h) => /* @__PURE__ */ a$2("li", { children: [
								/* @__PURE__ */ a$2(ClockIcon, { size: 16 }),
								/* @__PURE__ */ a$2("span", { children: localized(h.days, lang) }),
								/* @__PURE__ */ a$2("span", {
									class: "hours-range",
									children: t("footer.hoursRange", {
										open: h.open,
										close: h.close
									})
								})
							] }))
						})
					]
				})
			]
		}), /* @__PURE__ */ a$2("div", {
			class: "container footer-bottom",
			children: [
				/* @__PURE__ */ a$2(PaymentLogos, { label: t("footer.paymentMethods") }),
				/* @__PURE__ */ a$2("dl", {
					class: "legal-numbers",
					children: [/* @__PURE__ */ a$2("div", { children: [/* @__PURE__ */ a$2("dt", { children: t("footer.vatNumber") }), /* @__PURE__ */ a$2("dd", {
						dir: "ltr",
						children: s.vatNumber || "—"
					})] }), /* @__PURE__ */ a$2("div", { children: [/* @__PURE__ */ a$2("dt", { children: t("footer.crNumber") }), /* @__PURE__ */ a$2("dd", {
						dir: "ltr",
						children: s.crNumber || "—"
					})] })]
				}),
				/* @__PURE__ */ a$2("p", {
					class: "copyright",
					children: t("footer.copyright", {
						year: (/* @__PURE__ */ new Date()).getFullYear(),
						name: shopName
					})
				})
			]
		})]
	});
}
// src/components/Splash.tsx
/**
* The start-up splash (SPEC.md §2): a full-screen spinner for the settings' splashMs (1500 ms by
* default; 0 turns it off), counted from the start of the app. Skipped when the page arrived
* server-rendered: covering visible content would undo the point of rendering it.
*/
function Splash({ startedAt, skip }) {
	const t = useT();
	const { settings, status } = useSettingsState();
	const [visible, setVisible] = d$2(() => !skip && !(status !== "loading" && splashDuration(settings) === 0));
	A(() => {
		if (!visible) return;
		const remaining = splashDuration(status === "loading" ? null : settings) - (performance.now() - startedAt);
		if (remaining <= 0) {
			setVisible(false);
			return;
		}
		const timer = setTimeout(() => setVisible(false), remaining);
		return () => clearTimeout(timer);
	}, [
		status,
		settings?.splashMs,
		visible
	]);
	A(() => {
		document.documentElement.classList.toggle("splash-on", visible);
	}, [visible]);
	if (!visible) return null;
	return /* @__PURE__ */ a$2("div", {
		class: "splash",
		role: "status",
		"aria-live": "polite",
		"aria-label": t("common.loading"),
		children: [/* @__PURE__ */ a$2(Logo, { size: 56 }), /* @__PURE__ */ a$2("span", {
			class: "spinner spinner-lg",
			"aria-hidden": "true",
			children: /* @__PURE__ */ a$2("span", {})
		})]
	});
}
// src/components/Toaster.tsx
/**
* The toast area (SPEC.md §9): 3 visible, 4000 ms, 356 px wide, 14 px apart. It sits at the
* bottom inline-end corner: bottom-right in English, bottom-left in Arabic (the mirror image, so
* it stays out of the way of the reading start and of the cart and buttons on the inline start).
*/
function Toaster() {
	const t = useT();
	const toasts = useStore(toastStore, (s) => s.toasts);
	return /* @__PURE__ */ a$2("section", {
		class: "toaster",
		"aria-label": t("toast.region"),
		children: /* @__PURE__ */ a$2("ol", {
			class: "toast-list",
			"aria-live": "polite",
			"aria-relevant": "additions",
			children: toasts.map((toast) => {
				const text = toast.text ?? (toast.messageKey && hasKey(toast.messageKey) ? t(toast.messageKey, toast.params) : toast.messageKey ?? "");
				return /* @__PURE__ */ a$2("li", {
					class: `toast toast-${toast.kind}`,
					role: toast.kind === "error" ? "alert" : "status",
					onPointerEnter: () => holdToast(toast.id, true),
					onPointerLeave: () => holdToast(toast.id, false),
					onFocusIn: () => holdToast(toast.id, true),
					onFocusOut: () => holdToast(toast.id, false),
					children: [
						/* @__PURE__ */ a$2("span", {
							class: "toast-icon",
							"aria-hidden": "true",
							children: toast.kind === "error" ? /* @__PURE__ */ a$2(AlertIcon, { size: 18 }) : toast.kind === "info" ? /* @__PURE__ */ a$2(InfoIcon, { size: 18 }) : /* @__PURE__ */ a$2(CheckIcon, { size: 18 })
						}),
						/* @__PURE__ */ a$2("span", {
							class: "toast-text",
							children: text
						}),
						/* @__PURE__ */ a$2("button", {
							type: "button",
							class: "toast-close",
							"aria-label": t("common.close"),
							onClick: () => dismissToast(toast.id),
							children: /* @__PURE__ */ a$2(CloseIcon, { size: 16 })
						})
					]
				}, toast.id);
			})
		})
	});
}
// src/components/Feedback.tsx
function Spinner({ label, size = "md" }) {
	return /* @__PURE__ */ a$2("span", {
		class: `spinner spinner-${size}`,
		role: label ? "status" : void 0,
		"aria-label": label,
		children: /* @__PURE__ */ a$2("span", { "aria-hidden": "true" })
	});
}
/** A page or section still loading: a spinner with a screen-reader label. */
function Loading({ label, block = true }) {
	const t = useT();
	return /* @__PURE__ */ a$2("div", {
		class: block ? "loading-block" : "loading-inline",
		"aria-busy": "true",
		children: /* @__PURE__ */ a$2(Spinner, { label: label ?? t("common.loading") })
	});
}
/** A failed load: the API's message and a retry button. */
function ErrorState({ message, onRetry, title }) {
	const t = useT();
	return /* @__PURE__ */ a$2("div", {
		class: "state state-error",
		role: "alert",
		children: [
			/* @__PURE__ */ a$2(AlertIcon, { size: 28 }),
			/* @__PURE__ */ a$2("p", {
				class: "state-title",
				children: title ?? t("common.loadFailed")
			}),
			/* @__PURE__ */ a$2("p", {
				class: "state-text",
				children: message
			}),
			onRetry ? /* @__PURE__ */ a$2("button", {
				type: "button",
				class: "btn btn-outline",
				onClick: onRetry,
				children: t("common.retry")
			}) : null
		]
	});
}
function EmptyState({ title, text, children, icon }) {
	return /* @__PURE__ */ a$2("div", {
		class: "state state-empty",
		children: [
			icon,
			/* @__PURE__ */ a$2("p", {
				class: "state-title",
				children: title
			}),
			text ? /* @__PURE__ */ a$2("p", {
				class: "state-text",
				children: text
			}) : null,
			children
		]
	});
}
/** Skeleton cards while a product list loads (keeps the layout from jumping). */
function CardSkeletons({ count = 4 }) {
	return /* @__PURE__ */ a$2($$2, { children: Array.from({ length: count }, (_, i) => /* @__PURE__ */ a$2("div", {
		class: "card skeleton-card",
		"aria-hidden": "true",
		children: [
			/* @__PURE__ */ a$2("div", { class: "skeleton skeleton-img" }),
			/* @__PURE__ */ a$2("div", { class: "skeleton skeleton-line" }),
			/* @__PURE__ */ a$2("div", { class: "skeleton skeleton-line short" })
		]
	}, i)) });
}
// src/assets/hero.svg
var hero_default = "/assets/hero-DzX3N9TK.svg";
// src/components/Stars.tsx
/** A read-only rating: five stars filled to the average, with a text for screen readers. */
function Stars({ value, count, size = 16 }) {
	const t = useT();
	const lang = useLanguage();
	const rounded = Math.round(value * 2) / 2;
	return /* @__PURE__ */ a$2("span", {
		class: "stars",
		title: t("product.ratingOf", { value: formatNumber(value, lang, 1) }),
		children: [
			/* @__PURE__ */ a$2("span", {
				class: "sr-only",
				children: t("product.ratingOf", { value: formatNumber(value, lang, 1) })
			}),
			/* @__PURE__ */ a$2("span", {
				class: "stars-row",
				"aria-hidden": "true",
				children: [
					1,
					2,
					3,
					4,
					5
				].map((i) => /* @__PURE__ */ a$2("span", {
					class: `star ${rounded >= i ? "full" : rounded >= i - .5 ? "half" : "empty"}`,
					children: /* @__PURE__ */ a$2(StarIcon, { size })
				}))
			}),
			count !== void 0 ? /* @__PURE__ */ a$2("span", {
				class: "stars-count",
				children: [
					"(",
					formatNumber(count, lang),
					")"
				]
			}) : null
		]
	});
}
// src/components/ProductCard.tsx
var CARD_SIZES = "(min-width: 1200px) 280px, (min-width: 768px) 30vw, 46vw";
/** A product in a grid or a list: image, name, rating, price, stock state and add to cart. */
function ProductCard({ product, view = "grid", priority }) {
	const t = useT();
	const lang = useLanguage();
	const name = localized(product.name, lang);
	const inCart = useStore(cartStore, (s) => s.items.find((i) => i.id === product.id)?.quantity ?? 0);
	const soldOut = product.stock <= 0;
	const atLimit = !soldOut && inCart >= product.stock;
	const href = `/products/${product.id}`;
	return /* @__PURE__ */ a$2("article", {
		class: `card product-card product-card-${view}`,
		children: [/* @__PURE__ */ a$2("a", {
			href,
			class: "product-card-media",
			tabIndex: -1,
			"aria-hidden": "true",
			children: [
				/* @__PURE__ */ a$2(Img, {
					image: product.images[0],
					alt: "",
					sizes: view === "list" ? "(min-width: 768px) 200px, 34vw" : CARD_SIZES,
					priority
				}),
				product.isDiscounted && product.discountValue ? /* @__PURE__ */ a$2("span", {
					class: "badge badge-sale card-badge",
					children: t("product.discountBadge", { value: product.discountValue })
				}) : null,
				soldOut ? /* @__PURE__ */ a$2("span", {
					class: "badge badge-muted card-badge-end",
					children: t("product.outOfStock")
				}) : null
			]
		}), /* @__PURE__ */ a$2("div", {
			class: "product-card-body",
			children: [
				product.category ? /* @__PURE__ */ a$2("p", {
					class: "product-card-cat",
					children: localized(product.category.name, lang)
				}) : null,
				/* @__PURE__ */ a$2("h3", {
					class: "product-card-title",
					children: /* @__PURE__ */ a$2("a", {
						href,
						children: name
					})
				}),
				product.ratingCount > 0 ? /* @__PURE__ */ a$2(Stars, {
					value: product.ratingAverage,
					count: product.ratingCount,
					size: 14
				}) : null,
				view === "list" ? /* @__PURE__ */ a$2("p", {
					class: "product-card-desc",
					children: localized(product.description, lang)
				}) : null,
				/* @__PURE__ */ a$2("div", {
					class: "product-card-foot",
					children: [/* @__PURE__ */ a$2(Price, {
						price: product.price,
						finalPrice: product.finalPrice
					}), /* @__PURE__ */ a$2("button", {
						type: "button",
						class: "btn btn-primary btn-sm product-card-add",
						disabled: soldOut || atLimit,
						"aria-label": t("product.addToCartNamed", { name }),
						onClick: () => addItem(product),
						children: [/* @__PURE__ */ a$2(CartIcon, { size: 18 }), /* @__PURE__ */ a$2("span", {
							class: "product-card-add-text",
							children: soldOut ? t("product.outOfStock") : t("product.addToCart")
						})]
					})]
				})
			]
		})]
	});
}
// src/components/Sections.tsx
/** A titled block of product cards with a "view all" link. */
function ProductRail({ id, title, subtitle, products, href, loading, priorityFirst }) {
	const t = useT();
	if (!loading && (!products || products.length === 0)) return null;
	return /* @__PURE__ */ a$2("section", {
		class: "section container",
		"aria-labelledby": `${id}-title`,
		children: [/* @__PURE__ */ a$2(SectionHead, {
			id,
			title,
			subtitle,
			children: href ? /* @__PURE__ */ a$2("a", {
				href,
				class: "link-more",
				children: [t("home.viewAll"), /* @__PURE__ */ a$2(ChevronNext, {
					size: 16,
					flip: true
				})]
			}) : null
		}), /* @__PURE__ */ a$2("div", {
			class: "rail",
			children: loading ? /* @__PURE__ */ a$2(CardSkeletons, { count: 4 }) : products.map((p, i) => /* @__PURE__ */ a$2(ProductCard, {
				product: p,
				priority: priorityFirst && i === 0
			}, p.id))
		})]
	});
}
function SectionHead({ id, title, subtitle, children }) {
	return /* @__PURE__ */ a$2("div", {
		class: "section-head",
		children: [/* @__PURE__ */ a$2("div", { children: [/* @__PURE__ */ a$2("h2", {
			id: `${id}-title`,
			class: "section-title",
			children: title
		}), subtitle ? /* @__PURE__ */ a$2("p", {
			class: "section-subtitle",
			children: subtitle
		}) : null] }), children]
	});
}
/** Banners the admin placed at one position of the home page (SPEC.md §9). */
function Banners({ banners, position }) {
	const lang = useLanguage();
	const list = (banners ?? []).filter((b) => b.position === position && b.isActive !== false);
	if (!list.length) return null;
	return /* @__PURE__ */ a$2("div", {
		class: "container banners",
		children: list.map((b) => {
			const body = /* @__PURE__ */ a$2($$2, { children: [/* @__PURE__ */ a$2(Img, {
				image: b.image,
				alt: "",
				sizes: "(min-width: 1200px) 1168px, 100vw",
				class: "banner-img"
			}), /* @__PURE__ */ a$2("span", {
				class: "banner-text",
				children: [/* @__PURE__ */ a$2("strong", {
					class: "banner-title",
					children: localized(b.name, lang)
				}), /* @__PURE__ */ a$2("span", {
					class: "banner-desc",
					children: localized(b.description, lang)
				})]
			})] });
			const external = b.link?.startsWith("http");
			return b.link ? /* @__PURE__ */ a$2("a", {
				class: "banner",
				href: b.link,
				...external ? {
					target: "_blank",
					rel: "noopener noreferrer",
					"data-native": ""
				} : {},
				children: body
			}) : /* @__PURE__ */ a$2("div", {
				class: "banner",
				children: body
			});
		})
	});
}
// src/components/WhenVisible.tsx
/**
* Renders its children once they come near the viewport (800 px ahead): a long page's lower
* sections cost a slow phone nothing until the shopper scrolls toward them.
*/
function WhenVisible({ children, minHeight = 420 }) {
	const ref = T$1(null);
	const [shown, setShown] = d$2(() => typeof IntersectionObserver === "undefined");
	A(() => {
		if (shown || !ref.current) return;
		const io = new IntersectionObserver((entries) => {
			if (entries.some((e) => e.isIntersecting)) {
				setShown(true);
				io.disconnect();
			}
		}, { rootMargin: "800px 0px" });
		io.observe(ref.current);
		return () => io.disconnect();
	}, [shown]);
	if (shown) return /* @__PURE__ */ a$2($$2, { children });
	return /* @__PURE__ */ a$2("div", {
		ref,
		class: "deferred",
		style: { minBlockSize: `${minHeight}px` },
		"aria-hidden": "true"
	});
}
// src/lib/head.ts
var isServer = typeof window === "undefined";
var shopName = "ورد";
var serverHead = null;
var serverOrigin = "";
/** The public origin: the page's own in the browser, the server's public URL when rendering there. */
function currentOrigin() {
	return isServer ? serverOrigin : location.origin;
}
function setShopName(name) {
	shopName = name;
}
function fullTitle(title) {
	return title && title !== shopName ? `${title} | ${shopName}` : shopName;
}
/** The server render collects the head of the page it renders. */
function beginServerHead(origin) {
	serverHead = null;
	serverOrigin = origin;
}
function takeServerHead() {
	return serverHead;
}
function absolute(origin, url) {
	if (!url) return void 0;
	return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}
function upsertMeta(attr, key, value) {
	let el = document.head.querySelector(`meta[${attr}="${key}"]`);
	if (!value) {
		el?.remove();
		return;
	}
	if (!el) {
		el = document.createElement("meta");
		el.setAttribute(attr, key);
		el.setAttribute("data-head", "");
		document.head.appendChild(el);
	}
	el.content = value;
}
function applyHead(data) {
	const origin = location.origin;
	document.title = fullTitle(data.title);
	upsertMeta("name", "description", data.description);
	upsertMeta("name", "robots", data.noindex ? "noindex" : void 0);
	upsertMeta("property", "og:title", fullTitle(data.title));
	upsertMeta("property", "og:description", data.description);
	upsertMeta("property", "og:type", data.type ?? "website");
	upsertMeta("property", "og:site_name", shopName);
	upsertMeta("property", "og:locale", document.documentElement.lang === "en" ? "en_SA" : "ar_SA");
	upsertMeta("property", "og:image", absolute(origin, data.image));
	upsertMeta("name", "twitter:card", data.image ? "summary_large_image" : "summary");
	const canonicalUrl = data.path !== void 0 ? absolute(origin, data.path) : void 0;
	upsertMeta("property", "og:url", canonicalUrl);
	let link = document.head.querySelector("link[rel=\"canonical\"]");
	if (canonicalUrl && !data.noindex) {
		if (!link) {
			link = document.createElement("link");
			link.rel = "canonical";
			document.head.appendChild(link);
		}
		link.href = canonicalUrl;
	} else link?.remove();
	let ld = document.getElementById("ld-json");
	if (data.jsonLd) {
		if (!ld) {
			ld = document.createElement("script");
			ld.type = "application/ld+json";
			ld.id = "ld-json";
			document.head.appendChild(ld);
		}
		ld.textContent = JSON.stringify(data.jsonLd);
	} else ld?.remove();
}
/** Sets the page's head; on the server, records it for the HTML answer. */
function useHead(data) {
	if (isServer) serverHead = data;
	const key = JSON.stringify(data);
	A(() => {
		applyHead(data);
	}, [key]);
}
var escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** The head tags as HTML, for the server-rendered answer (JSON-LD is data, not script: CSP-safe). */
function headToHtml(data, origin = serverOrigin) {
	const title = fullTitle(data.title);
	const canonical = data.path !== void 0 ? absolute(origin, data.path) : void 0;
	const image = absolute(origin, data.image);
	return [
		`<title>${escapeHtml(title)}</title>`,
		data.description ? `<meta name="description" content="${escapeHtml(data.description)}" data-head>` : "",
		canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : "",
		`<meta property="og:title" content="${escapeHtml(title)}" data-head>`,
		data.description ? `<meta property="og:description" content="${escapeHtml(data.description)}" data-head>` : "",
		`<meta property="og:type" content="${data.type ?? "website"}" data-head>`,
		`<meta property="og:site_name" content="${escapeHtml(shopName)}" data-head>`,
		`<meta property="og:locale" content="${data.lang === "en" ? "en_SA" : "ar_SA"}" data-head>`,
		canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}" data-head>` : "",
		image ? `<meta property="og:image" content="${escapeHtml(image)}" data-head>` : "",
		`<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" data-head>`,
		data.jsonLd ? `<script type="application/ld+json" id="ld-json">${JSON.stringify(data.jsonLd).replace(/</g, "\\u003c")}<\/script>` : ""
	].filter(Boolean).join("\n    ");
}
// src/lib/query.ts
/** Answers already fetched (or rendered by the server), by key: a revisit shows them at once. */
var cache = /* @__PURE__ */ new Map();
var inflight = /* @__PURE__ */ new Map();
function primeCache(key, data) {
	cache.set(key, {
		data,
		at: Date.now()
	});
}
/** Forgets every answer (the server render starts each page from its own data). */
function clearCache() {
	cache.clear();
}
/** One request per key at a time; the answer is cached. */
function fetchCached(key, fetcher) {
	const running = inflight.get(key);
	if (running) return running;
	const p = fetcher().then((data) => {
		cache.set(key, {
			data,
			at: Date.now()
		});
		return data;
	}).finally(() => inflight.delete(key));
	inflight.set(key, p);
	return p;
}
/**
* Loads data for a component: cached answers show at once and are refreshed when older than
* `staleMs`; `key` null waits (e.g. until a user id is known). Errors never throw into render.
*/
function useQuery(key, fetcher, options = {}) {
	const staleMs = options.staleMs ?? 3e4;
	const cached = key ? cache.get(key) : void 0;
	const [state, setState] = d$2(() => ({
		key,
		data: cached?.data,
		error: null,
		loading: !!key && !cached
	}));
	const [version, setVersion] = d$2(0);
	const fetcherRef = T$1(fetcher);
	fetcherRef.current = fetcher;
	let view = state;
	if (state.key !== key) {
		view = {
			key,
			data: cached?.data,
			error: null,
			loading: !!key && !cached
		};
		setState(view);
	}
	A(() => {
		if (!key) return;
		const entry = cache.get(key);
		if (entry && version === 0 && Date.now() - entry.at < staleMs) return;
		let alive = true;
		if (!entry) setState((s) => s.key === key ? {
			...s,
			loading: true,
			error: null
		} : s);
		fetchCached(key, () => fetcherRef.current()).then((data) => alive && setState({
			key,
			data,
			error: null,
			loading: false
		})).catch((error) => {
			const e = toApiError(error);
			if (alive && e.code !== "aborted") setState((s) => s.key === key ? {
				...s,
				error: e,
				loading: false
			} : s);
		});
		return () => {
			alive = false;
		};
	}, [
		key,
		version,
		staleMs
	]);
	const reload = b$3(() => {
		if (key) cache.delete(key);
		setVersion((v) => v + 1);
	}, [key]);
	return {
		data: view.data,
		error: view.error,
		loading: view.loading,
		reload
	};
}
// src/pages/Home.tsx
function Hero() {
	const t = useT();
	return /* @__PURE__ */ a$2("section", {
		class: "hero",
		"aria-labelledby": "hero-title",
		children: /* @__PURE__ */ a$2("div", {
			class: "container hero-inner",
			children: [/* @__PURE__ */ a$2("div", {
				class: "hero-copy",
				children: [
					/* @__PURE__ */ a$2("p", {
						class: "hero-kicker",
						children: t("home.heroKicker")
					}),
					/* @__PURE__ */ a$2("h1", {
						id: "hero-title",
						class: "hero-title",
						children: t("home.heroTitle")
					}),
					/* @__PURE__ */ a$2("p", {
						class: "hero-text",
						children: t("home.heroText")
					}),
					/* @__PURE__ */ a$2("div", {
						class: "hero-actions",
						children: [/* @__PURE__ */ a$2("a", {
							href: "/products",
							class: "btn btn-primary btn-lg",
							children: t("home.shopNow")
						}), /* @__PURE__ */ a$2("a", {
							href: "/products?discounted=true",
							class: "btn btn-ghost btn-lg",
							children: t("home.seeOffers")
						})]
					})
				]
			}), /* @__PURE__ */ a$2("div", {
				class: "hero-art",
				children: /* @__PURE__ */ a$2("img", {
					src: hero_default,
					srcset: `${hero_default} 560w`,
					sizes: "(min-width: 768px) 440px, 70vw",
					width: 560,
					height: 640,
					alt: "",
					fetchpriority: "high",
					loading: "eager",
					decoding: "async"
				})
			})]
		})
	});
}
function Features() {
	const t = useT();
	const lang = useLanguage();
	const settings = useSettings();
	const threshold = formatNumber(settings?.freeShippingThreshold ?? 250, lang);
	const items = [
		{
			Icon: TruckIcon,
			title: t("features.freeDelivery"),
			text: t("features.freeDeliveryText", { amount: threshold })
		},
		{
			Icon: SparkleIcon,
			title: t("features.authentic"),
			text: t("features.authenticText")
		},
		{
			Icon: ShieldIcon,
			title: t("features.securePayment"),
			text: t("features.securePaymentText")
		},
		{
			Icon: GiftIcon,
			title: t("features.fastDelivery"),
			text: t("features.fastDeliveryText")
		}
	];
	return /* @__PURE__ */ a$2("section", {
		class: "container features",
		"aria-label": t("features.label"),
		children: /* @__PURE__ */ a$2("ul", { children: items.map(({ Icon, title, text }) => /* @__PURE__ */ a$2("li", {
			class: "feature",
			children: [/* @__PURE__ */ a$2("span", {
				class: "feature-icon",
				children: /* @__PURE__ */ a$2(Icon, { size: 24 })
			}), /* @__PURE__ */ a$2("span", { children: [/* @__PURE__ */ a$2("strong", { children: title }), /* @__PURE__ */ a$2("span", {
				class: "feature-text",
				children: text
			})] })]
		})) })
	});
}
function Categories({ categories }) {
	const t = useT();
	const lang = useLanguage();
	if (!categories.length) return null;
	return /* @__PURE__ */ a$2("section", {
		class: "section container",
		"aria-labelledby": "cats-title",
		children: [/* @__PURE__ */ a$2(SectionHead, {
			id: "cats",
			title: t("home.categories"),
			subtitle: t("home.categoriesText")
		}), /* @__PURE__ */ a$2("ul", {
			class: "category-grid",
			children: categories.map((c, i) => /* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("a", {
				href: `/products?categoryId=${c.id}`,
				class: `category-tile tone-${i % 6}`,
				children: [/* @__PURE__ */ a$2("span", {
					class: "category-name",
					children: localized(c.name, lang)
				}), /* @__PURE__ */ a$2("span", {
					class: "category-count",
					children: t("home.productsCount", { count: c.productsCount })
				})]
			}) }))
		})]
	});
}
function Testimonials({ items }) {
	const t = useT();
	const lang = useLanguage();
	if (!items.length) return null;
	return /* @__PURE__ */ a$2("section", {
		class: "section container",
		"aria-labelledby": "testimonials-title",
		children: [/* @__PURE__ */ a$2(SectionHead, {
			id: "testimonials",
			title: t("home.testimonials")
		}), /* @__PURE__ */ a$2("ul", {
			class: "testimonials",
			children: items.map((item) => /* @__PURE__ */ a$2("li", { children: /* @__PURE__ */ a$2("figure", {
				class: "testimonial",
				children: [/* @__PURE__ */ a$2("blockquote", { children: localized(item.review, lang) }), /* @__PURE__ */ a$2("figcaption", { children: [/* @__PURE__ */ a$2("strong", { children: localized(item.name, lang) }), /* @__PURE__ */ a$2("span", { children: localized(item.job, lang) })] })]
			}) }))
		})]
	});
}
function Newsletter() {
	const t = useT();
	const [email, setEmail] = d$2("");
	const [error, setError] = d$2(null);
	const [busy, setBusy] = d$2(false);
	const [done, setDone] = d$2(false);
	const submit = async (e) => {
		e.preventDefault();
		const value = email.trim();
		if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
			setError(t("validation.email"));
			return;
		}
		setBusy(true);
		setError(null);
		try {
			await content.subscribe(value);
			setDone(true);
			setEmail("");
			toast.success("newsletter.subscribed");
		} catch (err) {
			setError(err instanceof ApiError ? err.field("email") ?? err.message : t("common.unknownError"));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ a$2("section", {
		class: "section container",
		"aria-labelledby": "newsletter-title",
		children: /* @__PURE__ */ a$2("div", {
			class: "newsletter",
			children: [/* @__PURE__ */ a$2("div", { children: [/* @__PURE__ */ a$2("h2", {
				id: "newsletter-title",
				class: "section-title",
				children: t("newsletter.title")
			}), /* @__PURE__ */ a$2("p", {
				class: "section-subtitle",
				children: t("newsletter.text")
			})] }), done ? /* @__PURE__ */ a$2("p", {
				class: "newsletter-done",
				role: "status",
				children: t("newsletter.subscribed")
			}) : /* @__PURE__ */ a$2("form", {
				class: "newsletter-form",
				onSubmit: submit,
				noValidate: true,
				children: [
					/* @__PURE__ */ a$2("label", {
						for: "newsletter-email",
						class: "sr-only",
						children: t("field.email")
					}),
					/* @__PURE__ */ a$2("input", {
						id: "newsletter-email",
						type: "email",
						inputMode: "email",
						autoComplete: "email",
						dir: "ltr",
						placeholder: t("newsletter.placeholder"),
						value: email,
						onInput: (e) => setEmail(e.target.value),
						"aria-invalid": error ? "true" : void 0,
						"aria-describedby": error ? "newsletter-error" : void 0,
						required: true
					}),
					/* @__PURE__ */ a$2("button", {
						type: "submit",
						class: "btn btn-primary",
						disabled: busy,
						children: t("newsletter.subscribe")
					}),
					error ? /* @__PURE__ */ a$2("p", {
						id: "newsletter-error",
						class: "field-error",
						role: "alert",
						children: error
					}) : null
				]
			})]
		})
	});
}
/** SPEC.md §2 home: hero, features, categories, featured, offers, men, women, incense and oud, recent, testimonials, newsletter, banners at their positions. */
function Home(_props) {
	const t = useT();
	const { data: home, error, loading, reload } = useQuery("/api/home", catalog.home, { staleMs: 6e4 });
	useHead({
		title: t("home.metaTitle"),
		description: t("home.metaDescription"),
		path: "/"
	});
	const banners = home?.banners;
	const menCat = home?.categories.find((c) => c.section === "men");
	const womenCat = home?.categories.find((c) => c.section === "women");
	const oudCat = home?.categories.find((c) => c.section === "incense_oud");
	return /* @__PURE__ */ a$2("div", {
		class: "page-home",
		children: [
			/* @__PURE__ */ a$2(Hero, {}),
			/* @__PURE__ */ a$2(Features, {}),
			error && !home ? /* @__PURE__ */ a$2("div", {
				class: "container",
				children: /* @__PURE__ */ a$2(ErrorState, {
					message: error.message,
					onRetry: reload
				})
			}) : null,
			home ? /* @__PURE__ */ a$2(Categories, { categories: home.categories }) : null,
			/* @__PURE__ */ a$2(Banners, {
				banners,
				position: "after_categories"
			}),
			loading && !home ? /* @__PURE__ */ a$2(ProductRail, {
				id: "featured",
				title: t("home.featured"),
				products: void 0,
				loading: true
			}) : null,
			home ? /* @__PURE__ */ a$2($$2, { children: [
				/* @__PURE__ */ a$2(WhenVisible, { children: [
					/* @__PURE__ */ a$2(ProductRail, {
						id: "featured",
						title: t("home.featured"),
						subtitle: t("home.featuredText"),
						products: home.featured,
						href: "/products?featured=true"
					}),
					/* @__PURE__ */ a$2(Banners, {
						banners,
						position: "after_featured"
					}),
					/* @__PURE__ */ a$2(ProductRail, {
						id: "offers",
						title: t("home.offers"),
						subtitle: t("home.offersText"),
						products: home?.offers,
						href: "/products?discounted=true"
					}),
					/* @__PURE__ */ a$2(Banners, {
						banners,
						position: "after_discounted"
					})
				] }),
				/* @__PURE__ */ a$2(WhenVisible, { children: [
					/* @__PURE__ */ a$2(ProductRail, {
						id: "men",
						title: t("home.men"),
						products: home?.sections.men,
						href: menCat ? `/products?categoryId=${menCat.id}` : "/products"
					}),
					/* @__PURE__ */ a$2(Banners, {
						banners,
						position: "after_men"
					}),
					/* @__PURE__ */ a$2(ProductRail, {
						id: "women",
						title: t("home.women"),
						products: home?.sections.women,
						href: womenCat ? `/products?categoryId=${womenCat.id}` : "/products"
					}),
					/* @__PURE__ */ a$2(Banners, {
						banners,
						position: "after_women"
					})
				] }),
				/* @__PURE__ */ a$2(WhenVisible, { children: [
					/* @__PURE__ */ a$2(ProductRail, {
						id: "oud",
						title: t("home.incenseOud"),
						products: home?.sections.incense_oud,
						href: oudCat ? `/products?categoryId=${oudCat.id}` : "/products"
					}),
					/* @__PURE__ */ a$2(Banners, {
						banners,
						position: "after_incense_oud"
					}),
					/* @__PURE__ */ a$2(ProductRail, {
						id: "recent",
						title: t("home.recent"),
						products: home?.recent,
						href: "/products"
					}),
					/* @__PURE__ */ a$2(Banners, {
						banners,
						position: "after_recent"
					})
				] }),
				/* @__PURE__ */ a$2(WhenVisible, {
					minHeight: 300,
					children: [home?.testimonials ? /* @__PURE__ */ a$2(Testimonials, { items: home.testimonials }) : null, /* @__PURE__ */ a$2(Newsletter, {})]
				})
			] }) : null
		]
	});
}
// src/lib/lazy.tsx
/**
* A route loaded on demand (its own chunk). A failed chunk load (a deploy replaced it, the
* network dropped) is thrown into the error boundary on render, whose retry loads it again.
*/
function lazyPage(loader) {
	let component = null;
	let pending = null;
	let failure = null;
	const preload = () => {
		if (component) return Promise.resolve(component);
		pending ??= loader().then((m) => {
			component = m.default;
			failure = null;
			return component;
		}).catch((error) => {
			failure = error;
			pending = null;
			throw error;
		});
		return pending;
	};
	const Lazy = ((props) => {
		const [, setTick] = d$2(0);
		A(() => {
			if (component) return;
			let alive = true;
			preload().then(() => alive && setTick((n) => n + 1), () => alive && setTick((n) => n + 1));
			return () => {
				alive = false;
			};
		}, []);
		if (component) return /* @__PURE__ */ a$2(component, { ...props });
		if (failure) {
			const error = failure;
			failure = null;
			throw error;
		}
		return /* @__PURE__ */ a$2(Loading, {});
	});
	Lazy.preload = preload;
	Lazy.loaded = () => component;
	return Lazy;
}
// src/routes.ts
/** Every route but home is its own chunk (issue 6 §7). */
var pages = {
	Products: lazyPage(() => import("./assets/Products-CrZr-sjX.js")),
	ProductDetails: lazyPage(() => import("./assets/ProductDetails-JJOi8YCe.js")),
	Cart: lazyPage(() => import("./assets/Cart-BUMweSHb.js")),
	Checkout: lazyPage(() => import("./assets/Checkout-CXz8rbrS.js")),
	PaymentResult: lazyPage(() => import("./assets/PaymentResult-Dnr4Z7-k.js")),
	Shipment: lazyPage(() => import("./assets/Shipment-BGoZCygG.js")),
	Account: lazyPage(() => import("./assets/Account-CzZu1XGI.js")),
	ForgotRequest: lazyPage(() => import("./assets/ForgotPasswordRequest-C-FIKul0.js")),
	ForgotVerify: lazyPage(() => import("./assets/ForgotPasswordVerify-CEFdssLO.js")),
	ForgotReset: lazyPage(() => import("./assets/ForgotPasswordReset-CpqXIiCC.js")),
	About: lazyPage(() => import("./assets/About-Ba5VSlZf.js")),
	Privacy: lazyPage(() => import("./assets/Privacy-LctpMWAO.js")),
	ReturnPolicy: lazyPage(() => import("./assets/ReturnPolicy-D_86W8f-.js")),
	Terms: lazyPage(() => import("./assets/Terms-EtRGJgOa.js")),
	Contact: lazyPage(() => import("./assets/Contact-tuJnse2b.js")),
	Branches: lazyPage(() => import("./assets/Branches-Ba-LTi0K.js")),
	UserDashboard: lazyPage(() => import("./assets/Dashboard-Hh3qpLJU.js")),
	UserOrders: lazyPage(() => import("./assets/Orders-CFaiT974.js")),
	UserOrder: lazyPage(() => import("./assets/OrderDetails-p19kRJAM.js")),
	UserNotifications: lazyPage(() => import("./assets/Notifications-D7oL6VVY.js")),
	UserProfile: lazyPage(() => import("./assets/Profile-C71dgj0H.js")),
	UserAddresses: lazyPage(() => import("./assets/Addresses-DpejH3eU.js")),
	NotFound: lazyPage(() => import("./assets/NotFound-DbTu3K_T.js"))
};
/** The lazy page a path renders (to load it before hydrating server-rendered HTML). */
function pageFor(path) {
	if (path === "/products" || path === "/shop") return pages.Products;
	if (/^\/products\/[^/]+$/.test(path)) return pages.ProductDetails;
	return null;
}
// src/app.tsx
var pathOf = (url) => url.split(/[?#]/)[0] || "/";
function App({ url, startedAt = 0, hydrated = false }) {
	const t = useT();
	const [path, setPath] = d$2(pathOf(url ?? (typeof location === "undefined" ? "/" : location.pathname)));
	const previous = T$1(path);
	const main = T$1(null);
	const onChange = (e) => {
		const next = pathOf(e.url);
		if (next !== previous.current) {
			previous.current = next;
			setPath(next);
			if (typeof window !== "undefined") {
				window.scrollTo(0, 0);
				main.current?.focus({ preventScroll: true });
			}
		}
	};
	return /* @__PURE__ */ a$2($$2, { children: [
		/* @__PURE__ */ a$2("a", {
			class: "skip-link",
			href: "#main",
			"data-native": "",
			children: t("nav.skipToContent")
		}),
		/* @__PURE__ */ a$2(Header, { path }),
		/* @__PURE__ */ a$2("main", {
			id: "main",
			ref: main,
			tabIndex: -1,
			children: /* @__PURE__ */ a$2(ErrorBoundary, {
				resetKey: path,
				children: /* @__PURE__ */ a$2(D, {
					url,
					onChange,
					children: [
						/* @__PURE__ */ a$2(Home, { path: "/" }),
						/* @__PURE__ */ a$2(pages.Products, { path: "/products" }),
						/* @__PURE__ */ a$2(pages.Products, { path: "/shop" }),
						/* @__PURE__ */ a$2(pages.ProductDetails, { path: "/products/:id" }),
						/* @__PURE__ */ a$2(pages.Cart, { path: "/cart" }),
						/* @__PURE__ */ a$2(pages.Checkout, { path: "/checkout" }),
						/* @__PURE__ */ a$2(pages.PaymentResult, { path: "/payment/result" }),
						/* @__PURE__ */ a$2(pages.Shipment, { path: "/shipment/:paymentId" }),
						/* @__PURE__ */ a$2(pages.Account, { path: "/account" }),
						/* @__PURE__ */ a$2(pages.ForgotRequest, { path: "/forgot-password/request" }),
						/* @__PURE__ */ a$2(pages.ForgotVerify, { path: "/forgot-password/verify-code" }),
						/* @__PURE__ */ a$2(pages.ForgotReset, { path: "/forgot-password/reset" }),
						/* @__PURE__ */ a$2(pages.About, { path: "/about" }),
						/* @__PURE__ */ a$2(pages.Contact, { path: "/contact" }),
						/* @__PURE__ */ a$2(pages.Branches, { path: "/branches" }),
						/* @__PURE__ */ a$2(pages.Privacy, { path: "/privacy" }),
						/* @__PURE__ */ a$2(pages.ReturnPolicy, { path: "/return-policy" }),
						/* @__PURE__ */ a$2(pages.Terms, { path: "/terms" }),
						/* @__PURE__ */ a$2(pages.UserDashboard, { path: "/user" }),
						/* @__PURE__ */ a$2(pages.UserOrders, { path: "/user/orders" }),
						/* @__PURE__ */ a$2(pages.UserOrder, { path: "/user/orders/:id" }),
						/* @__PURE__ */ a$2(pages.UserNotifications, { path: "/user/notifications" }),
						/* @__PURE__ */ a$2(pages.UserProfile, { path: "/user/profile" }),
						/* @__PURE__ */ a$2(pages.UserAddresses, { path: "/user/addresses" }),
						/* @__PURE__ */ a$2(pages.NotFound, { default: true })
					]
				})
			})
		}),
		/* @__PURE__ */ a$2(Footer, {}),
		/* @__PURE__ */ a$2(Toaster, {}),
		typeof window !== "undefined" ? /* @__PURE__ */ a$2(Splash, {
			startedAt,
			skip: hydrated
		}) : null
	] });
}
// src/i18n/en.ts
var en_exports = /* @__PURE__ */ __exportAll({ en: () => en });
/** English: the same keys as ar.ts (checked by the compiler and by a test). */
var en = {
	"brand.name": "Ward",
	addedToCart: "Added to your cart",
	quantityUpdated: "Quantity updated in your cart",
	removedFromCart: "Removed from your cart",
	cartCleared: "Your cart is empty now",
	"common.loading": "Loading…",
	"common.loadFailed": "Could not load this",
	"common.retry": "Try again",
	"common.refresh": "Refresh the page",
	"common.close": "Close",
	"common.cancel": "Cancel",
	"common.save": "Save",
	"common.edit": "Edit",
	"common.delete": "Delete",
	"common.optional": "optional",
	"common.sending": "Sending…",
	"common.unknownError": "Unknown error occurred",
	"error.render": "An error occurred while loading the page. Please refresh or try again later.",
	"toast.region": "Notifications",
	"banner.label": "Delivery offer",
	"banner.freeDelivery": "Free delivery inside the Kingdom and the Gulf on orders over SAR {amount}",
	"banner.dismiss": "Hide the delivery offer",
	"nav.main": "Main menu",
	"nav.menu": "Menu",
	"nav.openMenu": "Open the menu",
	"nav.home": "Home",
	"nav.homeNamed": "{name} home",
	"nav.about": "About",
	"nav.shop": "Shop",
	"nav.contact": "Contact",
	"nav.otherPages": "Other pages",
	"nav.branches": "Branches",
	"nav.terms": "Terms",
	"nav.privacy": "Privacy",
	"nav.returnPolicy": "Return policy",
	"nav.cart": "Cart",
	"nav.cartCount": {
		zero: "Cart, empty",
		one: "Cart, 1 item",
		other: "Cart, {count} items"
	},
	"nav.search": "Search",
	"nav.account": "My account",
	"nav.skipToContent": "Skip to content",
	"nav.breadcrumbs": "Breadcrumbs",
	"header.switchLanguage": "التبديل إلى العربية",
	"theme.label": "Appearance",
	"theme.light": "Light",
	"theme.dark": "Dark",
	"theme.system": "Device setting",
	"theme.toDark": "Switch to dark mode",
	"theme.toLight": "Switch to light mode",
	"user.menu": "Account menu",
	"user.menuFor": "Account menu for {name}",
	"user.admin": "Admin",
	"user.customer": "Customer",
	"user.dashboard": "Dashboard",
	"user.orders": "My orders",
	"user.notifications": "Notifications",
	"user.profile": "Profile",
	"user.addresses": "My addresses",
	"user.login": "Log in",
	"user.logout": "Log out",
	"user.loggedOut": "You have logged out",
	"user.area": "My account",
	"user.hello": "Welcome back",
	"user.ordersCount": "Orders",
	"user.unread": "Unread notifications",
	"user.recentOrders": "Recent orders",
	"footer.about": "Authentic perfume, oud and incense, chosen with care and delivered across the Kingdom and the Gulf.",
	"footer.social": "Follow us",
	"footer.quickLinks": "Quick links",
	"footer.help": "Help",
	"footer.trackOrder": "Track your order",
	"footer.contact": "Contact us",
	"footer.hours": "Store hours",
	"footer.hoursRange": "{open} – {close}",
	"footer.paymentMethods": "Payment methods we accept",
	"footer.vatNumber": "VAT number",
	"footer.crNumber": "Commercial registration",
	"footer.copyright": "© {year} {name}. All rights reserved.",
	"home.metaTitle": "Authentic perfume, oud and incense",
	"home.metaDescription": "Shop men's and women's perfume, oud, bakhoor and oud oils from Ward, with fast delivery in Saudi Arabia and the Gulf.",
	"home.heroKicker": "The season’s collection",
	"home.heroTitle": "Scents worthy of your presence",
	"home.heroText": "Fine oud, authentic bakhoor and perfumes from the best sources, beautifully wrapped and delivered fast.",
	"home.shopNow": "Shop now",
	"home.seeOffers": "See the offers",
	"home.categories": "Shop by category",
	"home.categoriesText": "Perfume, oud and incense, all in one place",
	"home.productsCount": {
		zero: "No products",
		one: "1 product",
		other: "{count} products"
	},
	"home.featured": "Featured",
	"home.featuredText": "Our picks for you this week",
	"home.offers": "Special offers",
	"home.offersText": "Discounts for a limited time",
	"home.men": "Men's perfumes",
	"home.women": "Women's perfumes",
	"home.incenseOud": "Incense & oud",
	"home.recent": "Just arrived",
	"home.testimonials": "What our customers say",
	"home.viewAll": "View all",
	"features.label": "Why shop at Ward",
	"features.freeDelivery": "Free delivery",
	"features.freeDeliveryText": "On orders over SAR {amount} in the Kingdom and the Gulf",
	"features.authentic": "Authentic products",
	"features.authenticText": "Oud and perfume of known origin",
	"features.securePayment": "Secure payment",
	"features.securePaymentText": "mada, Visa, Apple Pay or cash on delivery",
	"features.fastDelivery": "Fast delivery",
	"features.fastDeliveryText": "Within 3 to 5 business days",
	"newsletter.title": "Join our newsletter",
	"newsletter.text": "Be the first to hear about offers and new arrivals.",
	"newsletter.placeholder": "Your email",
	"newsletter.subscribe": "Subscribe",
	"newsletter.subscribed": "Thank you for subscribing! Our latest offers are on their way.",
	"listing.title": "All products",
	"listing.metaDescription": "Browse Ward's perfume, oud and incense: search and filter by category and price.",
	"listing.resultsFor": "Results for \"{query}\"",
	"listing.count": {
		zero: "No products",
		one: "1 product",
		other: "{count} products"
	},
	"listing.filters": "Filters",
	"listing.category": "Category",
	"listing.allCategories": "All categories",
	"listing.price": "Price",
	"listing.anyPrice": "Any price",
	"listing.under": "Under {amount}",
	"listing.over": "Over {amount}",
	"listing.between": "{min} to {max}",
	"listing.min": "Min",
	"listing.max": "Max",
	"listing.minPrice": "Minimum price",
	"listing.maxPrice": "Maximum price",
	"listing.apply": "Apply",
	"listing.more": "More options",
	"listing.inStockOnly": "In stock only",
	"listing.discountedOnly": "On offer only",
	"listing.featuredOnly": "Featured only",
	"listing.search": "Search products",
	"listing.searchPlaceholder": "Search perfume, oud, incense…",
	"listing.sort": "Sort",
	"listing.perPage": "Per page",
	"listing.view": "View",
	"listing.grid": "Grid view",
	"listing.list": "List view",
	"listing.activeFilters": "Active filters",
	"listing.removeFilter": "Remove {name}",
	"listing.clearAll": "Clear all",
	"listing.empty": "No matching products",
	"listing.emptyText": "Try other words or remove some filters.",
	"listing.showResults": {
		zero: "No results",
		one: "Show 1 result",
		other: "Show {count} results"
	},
	"sort.featured": "Featured first",
	"sort.price_asc": "Price: low to high",
	"sort.price_desc": "Price: high to low",
	"sort.name_asc": "Name: A to Z",
	"sort.name_desc": "Name: Z to A",
	"pagination.label": "Pages",
	"pagination.previous": "Previous page",
	"pagination.next": "Next page",
	"pagination.page": "Page {page}",
	"product.addToCart": "Add to cart",
	"product.addToCartNamed": "Add {name} to cart",
	"product.outOfStock": "Out of stock",
	"product.inStock": "In stock",
	"product.lowStock": {
		one: "Only 1 left",
		other: "Only {count} left"
	},
	"product.discountBadge": "{value}% off",
	"product.priceWas": "Price before discount",
	"product.ratingOf": "Rated {value} out of 5",
	"product.vatIncluded": "Price includes VAT",
	"product.quantity": "Quantity",
	"product.inCart": {
		one: "1 in your cart",
		other: "{count} in your cart"
	},
	"product.viewCart": "View cart",
	"product.deliveryNote": "Delivered within 3 to 5 business days",
	"product.description": "Description",
	"product.weight": "Weight",
	"product.grams": "{count} g",
	"product.sku": "SKU",
	"product.related": "Related products",
	"product.images": "Product images",
	"product.imageOf": "{name}, image {n} of {total}",
	"product.showImage": "Show image {n}",
	"product.notFound": "Could not fetch product details.",
	"product.notFoundText": "This product may no longer be available.",
	"product.backToShop": "Back to the shop",
	"reviews.title": "Reviews",
	"reviews.basedOn": {
		zero: "No reviews yet",
		one: "Based on 1 review",
		other: "Based on {count} reviews"
	},
	"reviews.distribution": "Rating breakdown",
	"reviews.stars": {
		one: "1 star",
		other: "{count} stars"
	},
	"reviews.write": "Write a review",
	"reviews.editYours": "Edit your review",
	"reviews.loginToWrite": "Log in to write a review.",
	"reviews.none": "No reviews yet. Be the first to review this product.",
	"reviews.verified": "Verified buyer",
	"reviews.rating": "Rating",
	"reviews.comment": "Your review",
	"reviews.submit": "Submit review",
	"reviews.saved": "Thank you! Your review is saved.",
	"reviews.updated": "Your review is updated",
	"reviews.mustLogIn": "You must log in to write a review",
	"reviews.failed": "Could not submit the review",
	"cart.title": "Shopping cart",
	"cart.items": "Items in your cart",
	"cart.empty": "Your cart is empty",
	"cart.emptyText": "Add the perfume, oud and incense you love.",
	"cart.continueShopping": "Continue shopping",
	"cart.clear": "Empty the cart",
	"cart.decrease": "Decrease quantity",
	"cart.increase": "Increase quantity",
	"cart.quantityIs": "Quantity {count}",
	"cart.quantityFor": "Quantity of {name}",
	"cart.removeNamed": "Remove {name} from the cart",
	"cart.summary": "Order summary",
	"cart.subtotal": {
		one: "Subtotal (1 item)",
		other: "Subtotal ({count} items)"
	},
	"cart.discount": "Discount",
	"cart.shipping": "Shipping",
	"cart.total": "Total",
	"cart.vatIncluded": "Including 15% VAT",
	"cart.confirmed": "Prices confirmed by the shop",
	"cart.confirming": "Confirming prices…",
	"cart.checkout": "Checkout",
	"cart.fixProblems": "Adjust the unavailable items before checking out",
	"cart.problem.productGone": "This product is no longer available",
	"cart.problem.outOfStock": "This product is out of stock",
	"cart.problem.insufficientStock": "Fewer are in stock than you asked for",
	"coupon.label": "Promo code",
	"coupon.placeholder": "Enter a promo code",
	"coupon.apply": "Apply",
	"coupon.remove": "Remove",
	"coupon.applied": "The coupon is applied",
	"coupon.appliedCode": "Coupon {code} applied",
	"coupon.removed": "The coupon is removed",
	"coupon.codeRequired": "Enter a code first",
	"coupon.validateFailed": "Failed to validate the coupon",
	"shipping.country": "Ship to",
	"shipping.calculating": "Calculating shipping…",
	"shipping.failed": "Failed to calculate shipping",
	"shipping.free": "Free",
	"shipping.by": "With {carrier} in {min} to {max} business days",
	"shipping.addForFree": "Add {amount} more for free delivery",
	"country.SA": "Saudi Arabia",
	"country.AE": "United Arab Emirates",
	"country.QA": "Qatar",
	"country.KW": "Kuwait",
	"country.BH": "Bahrain",
	"checkout.title": "Checkout",
	"checkout.steps": "Checkout steps",
	"checkout.step.shipping": "Shipping information",
	"checkout.step.payment": "Payment method",
	"checkout.step.review": "Review",
	"checkout.step.done": "Confirmation",
	"checkout.deliverTo": "Delivery address",
	"checkout.newAddress": "A new address",
	"checkout.saveAddress": "Save this address to my account",
	"checkout.chooseAddress": "Choose a delivery address",
	"checkout.continue": "Continue",
	"checkout.back": "Back",
	"checkout.backToCart": "Back to the cart",
	"checkout.notes": "Order notes",
	"checkout.placeOrder": "Place order",
	"checkout.placeAndPay": "Place order and pay",
	"checkout.placed": "We received your order {number}",
	"checkout.failed": "The order failed",
	"checkout.redirecting": "Taking you to the secure payment page…",
	"checkout.thanks": "Thank you! Your order is in",
	"checkout.orderNumber": "Order number: {number}",
	"checkout.orderStatus": "Order status: {status}",
	"checkout.codNote": "You will pay on delivery. We will let you know when it ships.",
	"checkout.viewOrder": "View order",
	"checkout.loginFirst": "Log in to complete your order",
	"payment.card": "Credit card or mada",
	"payment.cardText": "mada, Visa, Mastercard and Apple Pay on a secure payment page",
	"payment.cod": "Cash on delivery",
	"payment.codText": "Pay in cash or by card when your order arrives",
	"payment.wallet": "E-wallet",
	"payment.walletText": "STC Pay and others on a secure payment page",
	"payment.codFee": "Cash on delivery fee",
	"payment.codUnavailable": "Cash on delivery is not available for this amount",
	"paymentResult.title": "Payment result",
	"paymentResult.pending": "Payment pending",
	"paymentResult.pendingText": "The payment is not complete yet. You can finish it before the invoice expires.",
	"paymentResult.canceled": "Payment canceled",
	"paymentResult.canceledText": "The payment was canceled and nothing was charged.",
	"paymentResult.unknown": "Payment status unknown",
	"paymentResult.unknownText": "We could not confirm the payment. If you were charged, please contact us.",
	"paymentResult.paid": "Payment received",
	"paymentResult.paidText": "Thank you! Your order is confirmed and we are preparing it.",
	"paymentResult.status": "Status",
	"paymentResult.statusPaid": "Paid",
	"paymentResult.invoiceId": "Invoice ID",
	"paymentResult.amount": "Amount",
	"paymentResult.createdAt": "Created",
	"paymentResult.expiresAt": "Expires",
	"paymentResult.payNow": "Complete the payment",
	"paymentResult.trackShipment": "Track the shipment",
	"paymentResult.backToCart": "Back to the cart",
	"cart.restored": "Your items are back in the cart",
	"shipment.title": "Shipment details",
	"shipment.order": "Order {number}",
	"shipment.progress": "Order progress",
	"shipment.estimated": "Estimated delivery",
	"shipment.businessDays": "Within {min} to {max} business days",
	"shipment.carrier": "Carrier",
	"shipment.carrierPending": "Chosen when shipped",
	"shipment.trackingNumber": "Tracking number",
	"shipment.shippedAt": "Shipped",
	"shipment.deliveredAt": "Delivered",
	"shipment.destination": "Destination",
	"shipment.track": "Track the shipment",
	"shipment.trackWith": "Track with {carrier}",
	"shipment.copyTracking": "Copy tracking link",
	"shipment.copyLink": "Copy link",
	"shipment.copied": "Link copied",
	"shipment.copyFailed": "Could not copy the link",
	"auth.welcome": "Welcome to Ward",
	"auth.welcomeText": "Log in or create an account to follow your orders.",
	"auth.login": "Log in",
	"auth.register": "New account",
	"auth.createAccount": "Create account",
	"auth.forgotPassword": "Forgot your password?",
	"auth.loggedIn": "Logged in",
	"auth.registered": "Your account has been created",
	"auth.adminWelcome": "Welcome to the admin dashboard",
	"auth.invalidCredentials": "Invalid credentials. Please try again.",
	"auth.registrationFailed": "Registration failed. Please try again.",
	"auth.signedInAs": "You are logged in as {name}",
	"reset.title": "Reset your password",
	"reset.steps": "Password reset steps",
	"reset.stepEmail": "Email",
	"reset.stepCode": "Code",
	"reset.stepPassword": "New password",
	"reset.requestText": "Enter your email and we will send you a 6-digit code.",
	"reset.sendCode": "Send the code",
	"reset.codeSent": "If this email is registered, a verification code is on its way.",
	"reset.sendFailed": "Failed to send reset link.",
	"reset.backToLogin": "Back to log in",
	"reset.verifyTitle": "Enter the verification code",
	"reset.verifyText": "We sent a 6-digit code to",
	"reset.changeEmail": "Change email",
	"reset.code": "Verification code",
	"reset.codeHint": "The code is valid for 15 minutes",
	"reset.verify": "Verify",
	"reset.verifyFailed": "Code verification failed.",
	"reset.resend": "Send the code again",
	"reset.newTitle": "Set a new password",
	"reset.save": "Save password",
	"reset.done": "Your password has been reset. You can log in now.",
	"reset.updateFailed": "Failed to update or reset the password.",
	"field.name": "Name",
	"field.email": "Email",
	"field.phone": "Mobile number",
	"field.phoneHint": "e.g. 0512345678",
	"field.password": "Password",
	"field.passwordHint": "At least 8 characters",
	"field.confirmPassword": "Confirm password",
	"field.currentPassword": "Current password",
	"field.newPassword": "New password",
	"field.showPassword": "Show",
	"field.hidePassword": "Hide",
	"field.recipientName": "Recipient name",
	"field.street": "Street and building",
	"field.district": "District",
	"field.city": "City",
	"field.country": "Country",
	"field.postalCode": "Postal code",
	"field.buildingNumber": "Building number",
	"field.additionalNumber": "Additional number",
	"field.addressTitle": "Address name",
	"field.addressTitleHint": "e.g. Home, Work",
	"field.latitude": "Latitude",
	"field.longitude": "Longitude",
	"field.address": "Address",
	"field.subject": "Subject",
	"field.message": "Your message",
	"validation.required": "This field is required",
	"validation.email": "Enter a valid email address",
	"contact.title": "Contact us",
	"contact.metaDescription": "Write to the Ward team or call us, and see our store hours.",
	"contact.text": "We are happy to hear from you and usually answer within a business day.",
	"contact.send": "Send message",
	"contact.sent": "Your message is sent; we will be in touch soon",
	"contact.failed": "Could not send the message",
	"contact.reachUs": "Contact details",
	"contact.seeBranches": "Our branches on the map",
	"branches.title": "Our branches",
	"branches.text": "Visit the nearest branch to try our perfume and incense.",
	"branches.metaDescription": "Ward's branches on the map, with opening hours and phone numbers.",
	"branches.map": "Map of branches",
	"branches.none": "No branches yet",
	"branches.directions": "Directions",
	"content.about": "About us",
	"content.privacy": "Privacy policy",
	"content.returnPolicy": "Return policy",
	"content.terms": "Terms and conditions",
	"content.missing": "This page has not been published yet.",
	"content.updated": "Last updated: {date}",
	"content.aboutCta": "Discover our collection or visit one of our branches.",
	"notFound.title": "Page not found",
	"notFound.text": "The link may have changed or the page was removed.",
	"notFound.home": "Back to home",
	"orders.none": "No orders yet.",
	"order.title": "Order details",
	"order.number": "Order number",
	"order.date": "Date",
	"order.status": "Status",
	"order.items": "Items",
	"order.details": "Details",
	"order.detailsFor": "Details of order {number}",
	"order.invoice": "Tax invoice",
	"order.trackShipment": "Track shipment",
	"order.payment": "Complete payment",
	"order.history": "Order history",
	"order.rejected": "The order was rejected",
	"order.back": "Back to orders",
	"order.notFound": "Order not found",
	"notifications.none": "No notifications",
	"notifications.unread": "Unread",
	"notifications.unreadCount": {
		zero: "No unread notifications",
		one: "1 unread notification",
		other: "{count} unread notifications"
	},
	"notifications.markRead": "Mark as read",
	"notifications.markAll": "Mark all as read",
	"profile.details": "Personal details",
	"profile.saved": "Your details are saved",
	"profile.changePassword": "Change password",
	"profile.passwordChanged": "Your password has been changed",
	"profile.passwordFailed": "Failed to update or reset the password.",
	"profile.passwordForEmail": "Enter your current password to change the email",
	"address.add": "Add address",
	"address.edit": "Edit address",
	"address.editNamed": "Edit address {name}",
	"address.deleteNamed": "Delete address {name}",
	"address.deleteTitle": "Delete address",
	"address.deleteConfirm": "Delete the address \"{name}\"?",
	"address.deleted": "The address is deleted",
	"address.deleteFailed": "Failed to delete the address",
	"address.saved": "The address is saved",
	"address.primary": "Primary",
	"address.makePrimary": "Make it the primary address",
	"address.primarySet": "The primary address is set",
	"address.none": "No saved addresses",
	"address.count": {
		zero: "No addresses",
		one: "1 address",
		other: "{count} addresses"
	}
};
// src/lib/listing.ts
var DEFAULT_LISTING = {
	search: "",
	categoryId: null,
	minPrice: null,
	maxPrice: null,
	inStock: false,
	discounted: false,
	featured: false,
	sort: "featured",
	page: 1,
	pageSize: LISTING_PAGE_SIZES[0],
	view: "grid"
};
var num = (v) => {
	if (v === null || v.trim() === "") return null;
	const n = Number(v);
	return Number.isFinite(n) && n >= 0 ? n : null;
};
function parseListing(search) {
	const q = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
	const sort = q.get("sort");
	const pageSize = Number(q.get("pageSize"));
	const page = Math.floor(Number(q.get("page")));
	const categoryId = num(q.get("categoryId"));
	return {
		search: (q.get("search") ?? q.get("q") ?? "").slice(0, 100),
		categoryId: categoryId && Number.isInteger(categoryId) ? categoryId : null,
		minPrice: num(q.get("minPrice")),
		maxPrice: num(q.get("maxPrice")),
		inStock: q.get("inStock") === "true",
		discounted: q.get("discounted") === "true",
		featured: q.get("featured") === "true",
		sort: sort && PRODUCT_SORTS.includes(sort) ? sort : DEFAULT_LISTING.sort,
		page: Number.isFinite(page) && page >= 1 ? page : 1,
		pageSize: LISTING_PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_LISTING.pageSize,
		view: q.get("view") === "list" ? "list" : "grid"
	};
}
/** The URL query of a listing state, defaults left out (stable order: equal states, equal URLs). */
function listingQuery(s) {
	const q = new URLSearchParams();
	if (s.search.trim()) q.set("search", s.search.trim());
	if (s.categoryId !== null) q.set("categoryId", String(s.categoryId));
	if (s.minPrice !== null) q.set("minPrice", String(s.minPrice));
	if (s.maxPrice !== null) q.set("maxPrice", String(s.maxPrice));
	if (s.inStock) q.set("inStock", "true");
	if (s.discounted) q.set("discounted", "true");
	if (s.featured) q.set("featured", "true");
	if (s.sort !== DEFAULT_LISTING.sort) q.set("sort", s.sort);
	if (s.pageSize !== DEFAULT_LISTING.pageSize) q.set("pageSize", String(s.pageSize));
	if (s.page > 1) q.set("page", String(s.page));
	if (s.view !== "grid") q.set("view", s.view);
	const text = q.toString();
	return text ? `?${text}` : "";
}
/** What the API is asked (the view is the page's own business). */
function apiQuery(s) {
	return {
		search: s.search.trim() || void 0,
		categoryId: s.categoryId ?? void 0,
		minPrice: s.minPrice ?? void 0,
		maxPrice: s.maxPrice ?? void 0,
		inStock: s.inStock || void 0,
		discounted: s.discounted || void 0,
		featured: s.featured || void 0,
		sort: s.sort,
		page: s.page,
		pageSize: s.pageSize
	};
}
/** The cache key of a listing answer: the same on the server render and in the browser. */
function productsKey(s) {
	const { view: _v, ...rest } = s;
	return `/api/products${listingQuery({
		...rest,
		view: "grid"
	})}|${s.sort}|${s.pageSize}`;
}
/** Which quick range (SPEC.md §9) the min/max match, or -1. */
function quickRangeIndex(min, max) {
	return PRICE_RANGES.findIndex((r) => (r.min ?? null) === min && (r.max ?? null) === max);
}
/** Page numbers with gaps: 1 … 4 5 [6] 7 8 … 20 */
function pageWindow(page, pages) {
	if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
	const out = [1];
	const from = Math.max(2, page - 1);
	const to = Math.min(pages - 1, page + 1);
	if (from > 2) out.push("gap");
	for (let i = from; i <= to; i++) out.push(i);
	if (to < pages - 1) out.push("gap");
	out.push(pages);
	return out;
}
// src/lib/keys.ts
/** Cache keys of the product page's answers: the same on the server render and in the browser. */
var productKey = (id) => `/api/products/${id}`;
var relatedKey = (id) => `/api/products/${id}/related`;
var reviewsKey = (id) => `/api/products/${id}/reviews?page=1`;
// src/entry-server.tsx
/**
* Server rendering of the product and listing pages (issue 6 §7): the server's hook loads this
* bundle (dist-ssr/entry-server.js), gives it a way to read the API in-process, and sends the
* HTML with the data it was rendered from; the browser hydrates it (main.tsx).
*/
registerDictionary("en", en);
/** Which pages are rendered on the server. */
function ssrRoute(path) {
	if (path === "/products" || path === "/shop") return "listing";
	if (/^\/products\/\d+$/.test(path)) return "product";
	return null;
}
/** null: not a server-rendered page (or its data is missing): the server sends the SPA shell. */
async function render(input) {
	const [path, query = ""] = input.url.split("?");
	const route = ssrRoute(path);
	if (!route) return null;
	const cache = {};
	const load = async (key, apiPath = key) => {
		const data = await input.fetchJson(apiPath);
		cache[key] = data;
		return data;
	};
	const status = 200;
	await pageFor(path)?.preload();
	const settings = await load("/api/settings").catch(() => null);
	if (route === "listing") {
		const state = parseListing(query);
		const q = apiQuery(state);
		await Promise.all([load("/api/categories"), load(productsKey(state), buildUrl("/api/products", q))]);
	} else {
		const id = Number(path.split("/")[2]);
		try {
			await load(productKey(id));
		} catch (error) {
			if (error.status === 404) return {
				status: 404,
				html: "",
				head: "",
				lang: input.lang,
				dir: directionOf(input.lang),
				data: {
					lang: input.lang,
					cache: {}
				}
			};
			throw error;
		}
		await load(relatedKey(id)).catch(() => void 0);
	}
	beginServerHead(input.origin);
	clearCache();
	for (const [key, data] of Object.entries(cache)) primeCache(key, data);
	preferencesStore.set({
		language: input.lang,
		direction: directionOf(input.lang),
		darkMode: false,
		theme: "light"
	});
	settingsStore.set({
		settings,
		status: settings ? "ready" : "error"
	});
	authStore.set({
		status: "loading",
		token: null,
		user: null
	});
	cartStore.set({
		items: [],
		shipping: 0,
		couponCode: null,
		country: "SA"
	});
	if (settings) setShopName(localized(settings.shopName, input.lang));
	const html = z(/* @__PURE__ */ a$2(App, {
		url: input.url,
		hydrated: true
	}));
	const head = takeServerHead();
	clearCache();
	return {
		status,
		html,
		head: head ? headToHtml(head, input.origin) : "",
		lang: input.lang,
		dir: directionOf(input.lang),
		data: {
			lang: input.lang,
			cache
		}
	};
}
export { setToken as A, Tooltip as C, markRead as D, markAllRead as E, FALLBACK_SETTINGS as M, useSettings as N, useNotifications as O, $ as P, Loading as S, loadNotifications as T, ProductCard as _, apiQuery as a, EmptyState as b, parseListing as c, en_exports as d, primeCache as f, ProductRail as g, useHead as h, DEFAULT_LISTING as i, useAuth as j, logout as k, productsKey as l, currentOrigin as m, relatedKey as n, listingQuery as o, useQuery as p, reviewsKey as r, render, pageWindow as s, ssrRoute, productKey as t, quickRangeIndex as u, Stars as v, Dialog as w, ErrorState as x, CardSkeletons as y };
