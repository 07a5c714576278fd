// ../node_modules/preact/dist/preact.mjs
var n;
var t$1;
var r$1;
var u$2;
var i$1;
var f$2;
var o$2;
var e$1;
var l$1;
var c$1;
var a$2;
var s$1;
var h$1 = Symbol.for("pv");
var p$1 = {};
var y$1 = [];
var v$1 = /^m(i|n|o|s|text|space)$/;
var w$1 = Array.isArray;
var d$1 = y$1.slice;
var _$1 = Object.assign;
function g$1(n) {
	n && n.parentNode && n.remove();
}
function k$1(n, t, r) {
	var u, i, f, o = {}, e = arguments.length;
	for (f in t) "key" == f ? u = t[f] : "ref" == f && "function" != typeof n ? i = t[f] : o[f] = t[f];
	return e > 2 && (o.children = e > 3 ? d$1.call(arguments, 2) : r), m$1(n, o, u, i, null);
}
function b$1(n, t, r) {
	var u, i, f, o = _$1({}, n.props), e = arguments.length;
	for (f in t) "key" == f ? u = t[f] : "ref" == f && "function" != typeof n.type ? i = t[f] : o[f] = t[f];
	return e > 2 && (o.children = e > 3 ? d$1.call(arguments, 2) : r), m$1(n.type, o, void 0 !== u ? u : n.key, void 0 !== i ? i : n.ref, null);
}
function m$1(r, u, i, f, o) {
	var e = {
		type: r,
		props: u,
		key: i,
		ref: f,
		__k: null,
		__: null,
		__b: 0,
		__e: null,
		__c: null,
		constructor: h$1,
		__v: o || ++t$1,
		__i: -1,
		__u: 0
	};
	return !o && n.vnode && n.vnode(e), e;
}
function $(n) {
	return n.children;
}
function x(n, t) {
	this.props = n, this.context = t, this.__g = 0;
}
function S(n, t) {
	if (null == t) return n.__ && S(n.__, n.__i + 1);
	for (var r; t < n.__k.length; t++) if ((r = n.__k[t]) && r.__e) return r.__e;
	return "function" != typeof n.type || n.props.__P ? null : S(n);
}
function C$1(t) {
	var r, u = t.__v, i = u.__e, f = [], o = [], e = t.__P;
	e && ((r = _$1({ constructor: h$1 }, u)).__v = u.__v + 1, n.vnode && n.vnode(r), z$1(e, r, u, t.__n, e.namespaceURI, 32 & u.__u ? [i] : null, f, i || S(u), 32 & u.__u, o), r.__v = u.__v, r.__.__k[r.__i] = r, E$1(f, r, o), u.__ = u.__e = null, r.__e != i && j(r));
}
function j(n) {
	if ((n = n.__) && n.__c && !n.props.__P) return n.__e = null, n.__k.some(function(t) {
		return t && (n.__e = t.__e);
	}), j(n);
}
function L(t) {
	(8 & t.__g || (t.__g |= 8, u$2.push(t), f$2++)) && i$1 == n.debounceRendering || ((i$1 = n.debounceRendering) || queueMicrotask)(H);
}
function H() {
	try {
		for (var n, t = 1; u$2.length;) u$2.length > t && u$2.sort(o$2), n = u$2.shift(), t = u$2.length, 8 & n.__g && C$1(n);
	} finally {
		(f$2 = u$2.length) && (i$1 || queueMicrotask)(H);
	}
}
function I(n, t, r, u, i, f, o, e, l, c, a) {
	var s, h, v, w, d, _, g = u.__k || y$1, k = t.length;
	for (l = q(r, t, g, l, k), s = 0; s < k; s++) null != (v = r.__k[s]) && (h = ~v.__i && g[v.__i] || p$1, v.__i = s, _ = z$1(n, v, h, i, f, o, e, l, c, a), w = v.__e, (h.ref != v.ref || 8 & h.__u) && (h.ref && G$1(h.ref, null, v, h), v.ref && a.push(v.ref, v.__c || w, v)), d = d || w, 4 & v.__u ? (l = A$1(v, l, n, !h.__v), h.__e && (h.__e = null)) : "function" == typeof v.type && void 0 !== _ ? l = _ : w && (l = w.nextSibling), v.__u &= -21);
	return r.__e = d, l;
}
function q(n, t, r, u, i) {
	var f, o, e, l, c, a, s, p, y, v = r.length, d = v, _ = 0, g = 0, k = n.__k = Array(i);
	for (f = 0; f < i; f++) null != (o = t[f]) && "boolean" != typeof o && "function" != typeof o ? ("object" != typeof o || o.constructor === String ? o = k[f] = m$1(null, o) : w$1(o) ? o = k[f] = m$1($, { children: o }) : o.constructor === h$1 && o.__b ? o = k[f] = m$1(o.type, o.props, o.key, o.ref, o.__v) : k[f] = o, l = f + _, o.__ = n, o.__b = n.__b + 1, e = null, ~(c = o.__i = P$1(o, r, l, d)) && (d--, (e = r[c]) && (e.__u |= 2)), e && e.__v ? (o.__u |= 16, c == l - 1 ? _-- : c == l + 1 ? _++ : c != l && (c > l ? _-- : _++, g = 1)) : (~c || (i > v ? _-- : i < v && _++), "function" != typeof o.type && (o.__u |= 4))) : k[f] = null;
	if (g) {
		for (a = [], s = [], f = 0; f < i; f++) if ((o = k[f]) && 16 & o.__u) {
			for (_ = 0, p = a.length; _ < p;) a[y = _ + p >> 1] < o.__i ? _ = y + 1 : p = y;
			a[_] = o.__i, s[f] = _ + 1;
		}
		for (_ = a.length; f--;) s[f] && (s[f] == _ ? _-- : k[f].__u |= 4);
	}
	if (d) for (f = 0; f < v; f++) !(e = r[f]) || 2 & e.__u || (e.__e == u && (u = S(e)), J(e, e));
	return u;
}
function A$1(n, t, r, u) {
	var i, f, o, e;
	if ("function" == typeof n.type) {
		if (n.props.__P) return t;
		if (i = n.__k) for (f = 0; f < i.length; f++) i[f] && (i[f].__ = n, t = A$1(i[f], t, r, !1));
		return t;
	}
	for (t && !t.parentNode && (t = S(n)) && !t.parentNode && (t = null), o = n.__e, e = t; e && 8 == e.nodeType;) e = e.nextSibling;
	for (o != e && (!u && r.moveBefore && o.parentNode ? r.moveBefore(o, t) : r.insertBefore(o, t || null)), t = o; (t = t && t.nextSibling) && 8 == t.nodeType && !t.data.startsWith("$s"););
	return t;
}
function O(n, t) {
	return t = t || [], null != n && "boolean" != typeof n && (w$1(n) ? n.some(function(n) {
		O(n, t);
	}) : t.push(n)), t;
}
function P$1(n, t, r, u) {
	var i, f = n.key, o = n.type, e = t[r], l = e && !(2 & e.__u);
	if (null === e && null == f || l && f == e.key && o == e.type) return r;
	if (u > (l ? 1 : 0)) {
		for (i = r - 1; i >= 0; i--) if ((e = t[i]) && !(2 & e.__u) && f == e.key && o == e.type) return i;
		for (i = r + 1; i < t.length; i++) if ((e = t[i]) && !(2 & e.__u) && f == e.key && o == e.type) return i;
	}
	return -1;
}
function T$1(n, t, r) {
	r ??= "", "-" == t[0] ? n.setProperty(t, r) : n[t] = r;
}
function N(n, t, r, u, i) {
	var f, o;
	if ("style" == t) if ("string" == typeof r) n.style.cssText = r;
	else {
		if ("string" == typeof u && (n.style.cssText = u = ""), u) for (t in u) r && t in r || T$1(n.style, t);
		if (r) for (t in r) u && r[t] == u[t] || T$1(n.style, t, r[t]);
	}
	else if ("o" == t[0] && "n" == t[1]) "function" != typeof r && (r = null), "function" != typeof u && (u = null), (n.__e || (n.__e = {}))[t] = r, r && u || (o = a$2[t] || (a$2[t] = V(t)), (n.__a || (n.__a = {}))[t] = c$1, f = t != (t = t.replace(l$1, "$1")), (t = t.slice(2))[0] < "a" && (t = t.toLowerCase()), r ? n.addEventListener(t, o, f) : n.removeEventListener(t, o, f));
	else {
		if ("http://www.w3.org/2000/svg" == i) t = t.replace(/xlink(H|:h)/, "h").replace(/sName$/, "s");
		else if ("width" != t && "height" != t && "href" != t && "list" != t && "form" != t && "tabIndex" != t && "download" != t && "rowSpan" != t && "colSpan" != t && "role" != t && "popover" != t && t in n) try {
			n[t] = null == r ? "" : r;
			return;
		} catch (n) {}
		if ("function" == typeof r) return;
		null == r || !1 === r && "-" != t[4] ? n.removeAttribute(t) : n.setAttribute(t, "popover" == t && 1 == r ? "" : r);
	}
}
function V(t) {
	return function(r) {
		var u = this.__e;
		if (u) {
			if (u = u[t], null == r[e$1]) r[e$1] = c$1++;
			else if (r[e$1] < this.__a[t]) return;
			return u(n.event ? n.event(r) : r);
		}
	};
}
function z$1(t, r, u, i, f, o, e, l, c, a) {
	var s, p, v, d, k, b, m, M, C, j, L, H, q, A, O, P, T, N, V = r.type;
	if (r.constructor !== h$1) return null;
	128 & u.__u && (c = 32 & u.__u, s = u.__c.__z) && (r.__u |= c, p = o = [], 8 == s.nodeType ? l = B$1(s, o) : o.push(s), l = o[0] || l), (s = n.__b) && s(r);
	n: if ("function" == typeof V) {
		v = e.length;
		try {
			if (M = r.props, C = (s = V.prototype) && s.render, j = (s = V.contextType) && i[s.__c], L = s ? j ? j.props.value : s.__ : i, (d = u.__c) ? (r.__c = d, 2 & d.__g && (d.__g |= 1)) : (C ? r.__c = d = new V(M, L) : (r.__c = d = new x(M, L), d.constructor = V, d.render = K), j && j.sub(d), d.state || (d.state = {}), d.__n = i, d.__g |= 8, d.__h = [], d.__k = []), C && (d.__s || (d.__s = d.state), V.getDerivedStateFromProps && (d.__s == d.state && (d.__s = _$1({}, d.__s)), _$1(d.__s, V.getDerivedStateFromProps(M, d.__s)))), k = d.props, b = d.state, d.__v = r, u.__c) {
				if (M !== k && C && !V.getDerivedStateFromProps && d.componentWillReceiveProps && d.componentWillReceiveProps(M, L), r.__v == u.__v && !(8 & d.__g) || !(4 & d.__g) && d.shouldComponentUpdate && !1 === d.shouldComponentUpdate(M, d.__s, L)) {
					r.__v != u.__v && (d.props = M, d.state = d.__s, d.__g &= -9), r.__e = u.__e, r.__k = u.__k, r.__k.some(function(n) {
						n && (n.__ = r);
					}), y$1.push.apply(d.__h, d.__k), d.__k = [], d.__h.length && e.push(d), l = S(u);
					break n;
				}
				d.componentWillUpdate && d.componentWillUpdate(M, d.__s, L), C && d.componentDidUpdate && d.__h.push(function() {
					d.componentDidUpdate(k, b, m);
				});
			} else C && !V.getDerivedStateFromProps && d.componentWillMount && d.componentWillMount(), C && d.componentDidMount && d.__h.push(d.componentDidMount);
			d.context = L, d.props = M, d.__P = t, d.__g &= -5, H = n.__r, q = C ? 25 : 0;
			do
				d.__g &= -9, H && H(r), s = d.render(d.props, d.state = d.__s, d.context);
			while (8 & d.__g && ++q < 25);
			C && (y$1.push.apply(d.__h, d.__k), d.__k = []), d.state = d.__s, d.getChildContext && (i = _$1({}, i, d.getChildContext())), C && u.__c && d.getSnapshotBeforeUpdate && (m = d.getSnapshotBeforeUpdate(k, b)), A = s && s.type === $ && null == s.key ? s.props.children : s, M.__P && (s = l, f = (t = M.__P).namespaceURI, c = o = null, u.props && u.props.__P != t && (u.__k.some(function(n) {
				n && J(n, n);
			}), u.__k = null), l = u.__k ? S(u, 0) : null), l = I(t, w$1(A) ? A : [A], r, u, i, f, o, e, l, c, a), M.__P && (r.__e = null, l = s), r.__u &= -161, p && p.some(g$1), d.__h.length && e.push(d), 1 & d.__g && (d.__g &= -4);
		} catch (t) {
			if (e.length = v, r.__v = null, c || o) if (t && t.then) {
				if (r.__u |= 128 | c, o) {
					for (~(T = o.indexOf(l || void 0)) || (T = o.length); (N = o[T - 1]) && 8 == N.nodeType;) T--;
					for (; T < o.length; T++) if (N = o[T]) if (o[T] = null, O) {
						if (N == P) break;
					} else {
						if (8 != N.nodeType) break;
						N.data.startsWith("$s") && (P = B$1(O = N));
					}
				}
				if (!O) {
					for (; l && 8 == l.nodeType && l.nextSibling;) l = l.nextSibling;
					O = l;
				}
				(s = B$1(O = r.__c.__z || (r.__c.__z = O))) ? (r.__e = O, l = s) : r.__e = l, l = l && l.nextSibling;
			} else o && o.some(g$1);
			else r.__e = u.__e;
			r.__k || (r.__k = u.__k || []), t && t.then || D$1(r), n.__e(t, r, u);
		}
	} else l = r.__e = F(u.__e, r, u, i, f, o, e, c, a, t);
	return (s = n.diffed) && s(r), l;
}
function B$1(n, t) {
	if (n && 8 == n.nodeType && n.data.startsWith("$s")) for (var r = 1; n = n.nextSibling;) {
		if (8 == n.nodeType) {
			if (n.data.startsWith("$s")) r++;
			else if (n.data.startsWith("/$s") && !--r) return n;
		}
		t && t.push(n);
	}
}
function D$1(n) {
	n && (n.__c && (n.__c.__g |= 4), n.__k && n.__k.some(D$1));
}
function E$1(t, r, u) {
	for (var i = 0; i < u.length;) G$1(u[i++], u[i++], u[i++]);
	n.__c && n.__c(r, t), t.some(function(r) {
		try {
			t = r.__h, r.__h = [], t.some(function(n) {
				n.call(r);
			});
		} catch (t) {
			n.__e(t, r.__v);
		}
	});
}
function F(t, r, u, i, f, o, e, l, c, a) {
	var s, h, y, _, k, b, m, M, $ = u.props || p$1, x = r.props, C = r.type;
	if ("svg" == C ? f = "http://www.w3.org/2000/svg" : "math" == C ? f = "http://www.w3.org/1998/Math/MathML" : f || (f = "http://www.w3.org/1999/xhtml"), o) {
		for (s = 0; s < o.length; s++) if ((k = o[s]) && (C ? k.localName == C : 3 == k.nodeType)) {
			t = k, o[s] = null;
			break;
		}
	}
	if (!t) {
		if (M = a.ownerDocument || document, !C) return M.createTextNode(x);
		t = M.createElementNS(f, C, x.is ? x : a), l && (n.__m && n.__m(r, o), l = !1), o = null;
	}
	if (C) {
		if (a = "template" == C && t.content || t, o = "textarea" == C && null != x.defaultValue ? null : o && d$1.call(a.childNodes), !l && o) for ($ = {}, s = 0; s < t.attributes.length; s++) $[(k = t.attributes[s]).name] = k.value;
		for (s in $) k = $[s], "dangerouslySetInnerHTML" == s ? y = k : "children" == s || s in x || "value" == s && "defaultValue" in x || "checked" == s && "defaultChecked" in x || N(t, s, null, k, f);
		for (s in x) k = x[s], "children" == s ? _ = k : "dangerouslySetInnerHTML" == s ? h = k : "value" == s ? b = k : "checked" == s ? m = k : l && "function" != typeof k || $[s] === k || N(t, s, k, $[s], f);
		h ? (l || y && (h.__html == y.__html || h.__html == t.innerHTML) || (t.innerHTML = h.__html), r.__k = []) : (y && (t.textContent = ""), ("foreignObject" == C || "http://www.w3.org/1998/Math/MathML" == f && v$1.test(C)) && (f = "http://www.w3.org/1999/xhtml"), I(a, w$1(_) ? _ : [_], r, u, i, f, o, e, o ? o[0] : u.__k && S(u, 0), l, c), o && o.some(g$1)), l && "textarea" != C || (s = "value", "progress" == C && null == b ? t.removeAttribute(s) : null == b || b === t[s] && ("progress" != C || b) || N(t, s, b, $[s], f), s = "checked", null != m && m != t[s] && N(t, s, m, $[s], f));
	} else $ === x || l && t.data == x || (t.data = x);
	return t;
}
function G$1(t, r, u, i) {
	try {
		"function" == typeof t ? r ? r.__x = t(r) || 1 : i && (i = i.__c || i.__e) && (r = i.__x) && (i.__x = null, "function" == typeof r ? r() : t(null)) : t.current = r;
	} catch (t) {
		n.__e(t, u);
	}
}
function J(t, r, u) {
	var i, f, o, e;
	if (n.unmount && n.unmount(t), !(i = t.ref) || i.current && i.current != t.__e || G$1(i, null, r, t), i = t.__c) {
		if (i.componentWillUnmount) try {
			i.componentWillUnmount();
		} catch (t) {
			n.__e(t, r);
		}
		i.__P = i.__n = null;
	}
	if (i = t.__k) for (e = 0; e < i.length; e++) i[e] && J(i[e], r, "function" != typeof t.type || u && !t.props.__P);
	!u && (i = t.__c) && (i = i.__z) && (f = B$1(i, o = [])) && (i == t.__e && o.some(g$1), g$1(f), g$1(i)), u || g$1(t.__e), t.__e = t.__c = t.__ = null;
}
function K(n, t, r) {
	return this.constructor(n, r);
}
function U(n) {
	function t(n) {
		var r, u;
		return this.getChildContext || (r = /* @__PURE__ */ new Set(), (u = {})[t.__c] = this, this.getChildContext = function() {
			return u;
		}, this.shouldComponentUpdate = function(n) {
			this.props.value != n.value && r.forEach(function(n) {
				n.__g |= 4, L(n);
			});
		}, this.sub = function(n) {
			r.add(n);
			var t = n.componentWillUnmount;
			n.componentWillUnmount = function() {
				r.delete(n), t && t.call(n);
			};
		}), n.children;
	}
	return t.__c = "__cC" + s$1++, t.__ = n, t.Provider = (t.Consumer = function(n, t) {
		return n.children(t);
	}).contextType = t, t;
}
n = { __e: function(n, t, r, u) {
	for (var i, o, e; t = t.__;) if ((i = t.__c) && !(1 & i.__g)) {
		i.__g |= 4;
		try {
			if ((e = (o = i.constructor) && o.getDerivedStateFromError) && i.setState(o.getDerivedStateFromError(n)), i.componentDidCatch && (i.componentDidCatch(n, u || {}), e = 1), e && 8 & i.__g) return void (i.__g |= 2);
		} catch (t) {
			n = t;
		}
	}
	throw f$2 = 0, n;
} }, t$1 = 0, r$1 = function(n) {
	return null != n && n.constructor === h$1;
}, x.prototype.setState = function(n, t) {
	var r = this.__s;
	r && r != this.state || (r = this.__s = _$1({}, this.state)), "function" == typeof n && (n = n(_$1({}, r), this.props)), n && (_$1(r, n), this.__v && (t && this.__k.push(t), L(this)));
}, x.prototype.forceUpdate = function(n) {
	this.__v && (this.__g |= 4, n && this.__h.push(n), L(this));
}, x.prototype.render = $, u$2 = [], f$2 = 0, o$2 = function(n, t) {
	return n.__v.__b - t.__v.__b;
}, e$1 = Symbol(), l$1 = /(PointerCapture)$|Capture$/i, c$1 = 0, a$2 = {}, s$1 = 0;
// ../node_modules/preact/hooks/dist/hooks.mjs
var t;
var r;
var u$1;
var i;
var o$1 = Object.is;
var f$1 = 0;
var c = [];
var e = [];
var a$1 = n;
var v = a$1.__b;
var l = a$1.__r;
var m = a$1.diffed;
var h = a$1.__c;
var s = a$1.unmount;
var p = a$1.__;
function y(n, t) {
	a$1.__h && a$1.__h(r, n, f$1 || t), f$1 = 0;
	var u = r.__H || (r.__H = {
		__: [],
		__h: []
	});
	return n >= u.__.length && u.__.push({}), u.__[n];
}
function d(n) {
	return f$1 = 1, _(G, n);
}
function _(n, u, i) {
	var f = y(t++, 2);
	if (f.t = n, !f.__c && (f.__ = [i ? i(u) : G(void 0, u), function(n) {
		var t = (f.__N || f.__)[0], r = f.t(t, n);
		o$1(t, r) || (f.__N = [r, f.__[1]], f.__c.setState({}));
	}], f.__c = r, !r.__f)) {
		r.__f = !0;
		var c = r.shouldComponentUpdate;
		r.shouldComponentUpdate = function(n, t, r) {
			var u = this.__H;
			if (!u) return !0;
			var i = !1, f = this.props != n;
			if (u.__.some(function(n) {
				n.__N && (i = !0, o$1(n.__[0], n.__N[0]) || (f = !0));
			}), c) {
				var e = c.call(this, n, t, r);
				return i ? e || f : e;
			}
			return !i || f;
		};
	}
	return f.__;
}
function A(n, u) {
	var i = y(t++, 3);
	!a$1.__s && E(i.__H, u) && (i.__P = !0, i.__ = n, i.u = u, r.__H.__h.push(i));
}
function T(n) {
	return f$1 = 5, w(function() {
		return { current: n };
	}, []);
}
function w(n, r) {
	var u = y(t++, 7);
	return E(u.__H, r) && (u.__ = n(), u.__H = r), u.__;
}
function b(n, t) {
	return f$1 = 8, w(function() {
		return n;
	}, t);
}
function P() {
	var n = y(t++, 11);
	if (!n.__) {
		for (var u = r.__v; !u.__m && u.__;) u = u.__;
		var i = u.__m || (u.__m = [0, 0]);
		n.__ = "P" + i[0] + "-" + i[1]++;
	}
	return n.__;
}
function g() {
	var n;
	do {
		for (; n = e.shift();) try {
			C(n);
		} catch (t) {
			a$1.__e(t, { __: (n = n.__P) && n.__v });
		}
		for (; n = c.shift();) {
			var t = n.__H;
			if (n.__P && t) try {
				t.__h.some(C), t.__h.some(D), t.__h = [];
			} catch (r) {
				t.__h = [], a$1.__e(r, n.__v);
			}
		}
	} while (e.length);
}
a$1.__b = function(n) {
	r = null, v && v(n);
}, a$1.__ = function(n, t) {
	n && t.__k && t.__k.__m && (n.__m = t.__k.__m), p && p(n, t);
}, a$1.__r = function(n) {
	l && l(n), t = 0;
	var i = (r = n.__c).__H;
	i && (u$1 == r ? r.__h = [] : (i.__h.some(C), i.__h.some(D), t = 0), i.__h = [], i.__.some(function(n) {
		n.__N && (n.__ = n.__N), n.u = n.__N = void 0;
	})), u$1 = r;
}, a$1.diffed = function(n) {
	m && m(n);
	var t = n.__c;
	t && t.__H && (t.__H.__h.length && B(c.push(t)), t.__H.__.some(function(n) {
		n.u && (n.__H = n.u);
	})), u$1 = r = null;
}, a$1.__c = function(n, t) {
	t.some(function(n) {
		try {
			n.__h.some(C), n.__h = n.__h.filter(function(n) {
				return !n.__ || D(n);
			});
		} catch (t) {
			n.__h = [function() {
				throw t;
			}];
		}
	}), h && h(n, t);
}, a$1.unmount = function(n) {
	s && s(n);
	var t, r, u = n.__c;
	u && u.__H && (u.__H.__.some(function(u) {
		try {
			if (u.__P && u.__c) {
				if (void 0 === r) {
					for (r = n.__; r && (!r.__c || !r.__c.__P);) r = r.__;
					r = r && r.__c;
				}
				u.__P = r, B(e.push(u));
			} else C(u);
		} catch (n) {
			t = n;
		}
	}), u.__H = void 0, t && a$1.__e(t, u.__v));
};
var k = "function" == typeof requestAnimationFrame;
function z(n) {
	var t, r = function() {
		clearTimeout(u), k && cancelAnimationFrame(t), setTimeout(n);
	}, u = setTimeout(r, 35);
	k && (t = requestAnimationFrame(r));
}
function B(n) {
	1 != n && i == a$1.requestAnimationFrame || ((i = a$1.requestAnimationFrame) || z)(g);
}
function C(n) {
	var t = r, u = n.__c;
	"function" == typeof u && (n.__c = void 0, u()), r = t;
}
function D(n) {
	var t = r;
	n.__c = n.__(), r = t;
}
function E(n, t) {
	return !n || n.length != t.length || t.some(function(t, r) {
		return !o$1(t, n[r]);
	});
}
function G(n, t) {
	return "function" == typeof t ? t(n) : t;
}
// ../shared/src/constants.ts
var COUNTRIES = [
	"SA",
	"AE",
	"QA",
	"KW",
	"BH"
];
var PAYMENT_METHODS = [
	"card",
	"cod",
	"wallet"
];
var ROLES = ["Admin", "Customer"];
/** Role claim values a client accepts (SPEC.md §6). */
var ADMIN_ROLE_VALUES = ["Admin", "0"];
var CUSTOMER_ROLE_VALUES = ["Customer", "2"];
var ROLE_CLAIM = "http://schemas.microsoft.com/ws/2008/06/identity/claims/role";
var NAME_IDENTIFIER_CLAIM = "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier";
var USER_STATUSES = ["Active", "Blocked"];
var CATEGORY_SECTIONS = [
	"men",
	"women",
	"incense_oud"
];
var BANNER_POSITIONS = [
	"after_categories",
	"after_men",
	"after_women",
	"after_incense_oud",
	"after_recent",
	"after_featured",
	"after_discounted"
];
var PRODUCT_SORTS = [
	"featured",
	"price_asc",
	"price_desc",
	"name_asc",
	"name_desc"
];
/** Quick price ranges of the listing filter, in SAR (SPEC.md §9). */
var PRICE_RANGES = [
	{ max: 100 },
	{
		min: 100,
		max: 500
	},
	{
		min: 500,
		max: 1e3
	},
	{
		min: 1e3,
		max: 5e3
	},
	{
		min: 5e3,
		max: 1e4
	}
];
var LISTING_PAGE_SIZES = [
	12,
	24,
	48
];
var DELIVERY_DAYS = {
	min: 3,
	max: 5
};
var STARTUP_SPLASH_MS = 1500;
var API_TIMEOUT_MS = 3e4;
var STORAGE_KEYS = {
	token: "token",
	adminName: "adminName",
	adminAuth: "adminAuth",
	store: "ward-store"
};
// src/state/persist.ts
/**
* The cart and the preferences live together under localStorage `ward-store` (SPEC.md §3) as
* `{ "state": { language, direction, darkMode, theme, items, shipping, couponCode, country }, "version": 1 }`
* — flat, so the back office can read `state.language` too. Each store writes only its own fields.
*/
var STORE_KEY = STORAGE_KEYS.store;
function storage() {
	try {
		return typeof localStorage === "undefined" ? null : localStorage;
	} catch {
		return null;
	}
}
function readPersisted() {
	try {
		const raw = storage()?.getItem(STORE_KEY);
		if (!raw) return {};
		const parsed = JSON.parse(raw);
		return parsed && typeof parsed.state === "object" && parsed.state ? parsed.state : {};
	} catch {
		return {};
	}
}
function writePersisted(patch) {
	try {
		const state = {
			...readPersisted(),
			...patch
		};
		storage()?.setItem(STORE_KEY, JSON.stringify({
			state,
			version: 1
		}));
	} catch {}
}
// src/state/store.ts
/** A tiny observable store: shallow-merged updates, synchronous notification. */
function createStore(initial) {
	let state = initial;
	const listeners = /* @__PURE__ */ new Set();
	return {
		get: () => state,
		set(next) {
			const patch = typeof next === "function" ? next(state) : next;
			state = {
				...state,
				...patch
			};
			for (const listener of [...listeners]) listener();
		},
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
var identity = (v) => v;
/** Re-renders the component when the selected slice changes (Object.is). */
function useStore(store, selector = identity) {
	const [, force] = _((n) => n + 1, 0);
	const selected = selector(store.get());
	const latest = T({
		selector,
		selected
	});
	latest.current = {
		selector,
		selected
	};
	A(() => {
		const check = () => {
			const next = latest.current.selector(store.get());
			if (!Object.is(next, latest.current.selected)) force(0);
		};
		const unsubscribe = store.subscribe(check);
		check();
		return unsubscribe;
	}, [store]);
	return selected;
}
// src/state/preferences.ts
/** SPEC.md §3/§9: language ar, direction rtl, dark mode off. */
var DEFAULT_PREFERENCES = {
	language: "ar",
	direction: "rtl",
	darkMode: false,
	theme: "light"
};
/** SPEC.md §4: `ar` gives rtl (and the Arabic font), any other language ltr (and the Latin font). */
function directionOf(language) {
	return language === "ar" ? "rtl" : "ltr";
}
function systemPrefersDark() {
	return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;
}
function resolveDark(theme) {
	return theme === "dark" || theme === "system" && systemPrefersDark();
}
var preferencesStore = createStore(DEFAULT_PREFERENCES);
/** Puts the preferences on <html>: lang, dir, the font family class and the `dark` class. */
function applyToDocument(p = preferencesStore.get()) {
	if (typeof document === "undefined") return;
	const html = document.documentElement;
	html.lang = p.language;
	html.dir = p.direction;
	html.classList.toggle("font-arabic", p.language === "ar");
	html.classList.toggle("font-latin", p.language !== "ar");
	html.classList.toggle("dark", p.darkMode);
	html.style.colorScheme = p.darkMode ? "dark" : "light";
}
/** The server renders product and listing pages in this language (it cannot read localStorage). */
var LANGUAGE_COOKIE = "ward-lang";
function writeLanguageCookie(language) {
	try {
		document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
	} catch {}
}
function commit(patch) {
	const before = preferencesStore.get().language;
	preferencesStore.set(patch);
	const p = preferencesStore.get();
	writePersisted({
		language: p.language,
		direction: p.direction,
		darkMode: p.darkMode,
		theme: p.theme
	});
	if (p.language !== before) writeLanguageCookie(p.language);
	applyToDocument(p);
}
/**
* SPEC.md §4: `ar` gives rtl and the Arabic font; any other language gives ltr and the Latin
* font — English, our only other dictionary, stands for it.
*/
function setLanguage(language) {
	commit({
		language: language === "ar" ? "ar" : "en",
		direction: directionOf(language)
	});
}
function setTheme(theme) {
	commit({
		theme,
		darkMode: resolveDark(theme)
	});
}
/** The header's toggle: flips what is shown now and remembers it as an explicit choice. */
function toggleDarkMode() {
	setTheme(preferencesStore.get().darkMode ? "light" : "dark");
}
var usePreferences = () => useStore(preferencesStore);
var useLanguage = () => useStore(preferencesStore, (p) => p.language);
// src/i18n/ar.ts
/**
* Arabic (the default and the fallback). Every key here has its English twin in en.ts (a test
* compares the key sets). `{name}` is a placeholder; objects are plural forms chosen by `{count}`.
*/
var ar = {
	"brand.name": "ورد",
	addedToCart: "تمت إضافة المنتج إلى السلة",
	quantityUpdated: "تم تحديث الكمية في السلة",
	removedFromCart: "تمت إزالة المنتج من السلة",
	cartCleared: "تم إفراغ السلة",
	"common.loading": "جارٍ التحميل…",
	"common.loadFailed": "تعذر تحميل البيانات",
	"common.retry": "حاول مرة أخرى",
	"common.refresh": "تحديث الصفحة",
	"common.close": "إغلاق",
	"common.cancel": "إلغاء",
	"common.save": "حفظ",
	"common.edit": "تعديل",
	"common.delete": "حذف",
	"common.optional": "اختياري",
	"common.sending": "جارٍ الإرسال…",
	"common.unknownError": "حدث خطأ غير معروف",
	"error.render": "حدث خطأ أثناء تحميل الصفحة، يرجى تحديث الصفحة أو المحاولة لاحقاً",
	"toast.region": "الإشعارات",
	"banner.label": "عرض التوصيل",
	"banner.freeDelivery": "توصيل مجاني للطلبات داخل المملكة ودول الخليج فوق {amount} ريال",
	"banner.dismiss": "إخفاء عرض التوصيل",
	"nav.main": "القائمة الرئيسية",
	"nav.menu": "القائمة",
	"nav.openMenu": "فتح القائمة",
	"nav.home": "الرئيسية",
	"nav.homeNamed": "{name} - الرئيسية",
	"nav.about": "من نحن",
	"nav.shop": "المتجر",
	"nav.contact": "تواصل معنا",
	"nav.otherPages": "صفحات أخرى",
	"nav.branches": "فروعنا",
	"nav.terms": "الشروط والأحكام",
	"nav.privacy": "سياسة الخصوصية",
	"nav.returnPolicy": "سياسة الاسترجاع",
	"nav.cart": "السلة",
	"nav.cartCount": {
		zero: "السلة فارغة",
		one: "السلة، منتج واحد",
		two: "السلة، منتجان",
		few: "السلة، {count} منتجات",
		many: "السلة، {count} منتجاً",
		other: "السلة، {count} منتج"
	},
	"nav.search": "بحث",
	"nav.account": "حسابي",
	"nav.skipToContent": "انتقل إلى المحتوى",
	"nav.breadcrumbs": "مسار التنقل",
	"header.switchLanguage": "Switch to English",
	"theme.label": "المظهر",
	"theme.light": "فاتح",
	"theme.dark": "داكن",
	"theme.system": "حسب الجهاز",
	"theme.toDark": "تفعيل الوضع الداكن",
	"theme.toLight": "تفعيل الوضع الفاتح",
	"user.menu": "قائمة الحساب",
	"user.menuFor": "قائمة حساب {name}",
	"user.admin": "المدير",
	"user.customer": "العميل",
	"user.dashboard": "لوحة التحكم",
	"user.orders": "طلباتي",
	"user.notifications": "الإشعارات",
	"user.profile": "الملف الشخصي",
	"user.addresses": "عناويني",
	"user.login": "تسجيل الدخول",
	"user.logout": "تسجيل الخروج",
	"user.loggedOut": "تم تسجيل الخروج",
	"user.area": "حسابي",
	"user.hello": "أهلاً بك",
	"user.ordersCount": "الطلبات",
	"user.unread": "إشعارات غير مقروءة",
	"user.recentOrders": "أحدث الطلبات",
	"footer.about": "عطور وعود وبخور أصلية مختارة بعناية، تصلك أينما كنت في المملكة ودول الخليج.",
	"footer.social": "حساباتنا على مواقع التواصل",
	"footer.quickLinks": "روابط سريعة",
	"footer.help": "المساعدة",
	"footer.trackOrder": "تتبع طلبك",
	"footer.contact": "تواصل معنا",
	"footer.hours": "ساعات العمل",
	"footer.hoursRange": "من {open} إلى {close}",
	"footer.paymentMethods": "طرق الدفع المتاحة",
	"footer.vatNumber": "الرقم الضريبي",
	"footer.crNumber": "السجل التجاري",
	"footer.copyright": "© {year} {name}. جميع الحقوق محفوظة.",
	"home.metaTitle": "عطور وعود وبخور أصلية",
	"home.metaDescription": "تسوّق العطور الرجالية والنسائية والعود والبخور ودهن العود من ورد، مع توصيل سريع داخل المملكة ودول الخليج.",
	"home.heroKicker": "مجموعة الموسم",
	"home.heroTitle": "عطور تليق بحضورك",
	"home.heroText": "عود فاخر وبخور أصيل وعطور مختارة من أجود المصادر، بتغليف أنيق وتوصيل سريع.",
	"home.shopNow": "تسوّق الآن",
	"home.seeOffers": "شاهد العروض",
	"home.categories": "تسوّق حسب التصنيف",
	"home.categoriesText": "كل ما تحتاجه من العطور والعود والبخور في مكان واحد",
	"home.productsCount": {
		zero: "لا توجد منتجات",
		one: "منتج واحد",
		two: "منتجان",
		few: "{count} منتجات",
		many: "{count} منتجاً",
		other: "{count} منتج"
	},
	"home.featured": "منتجات مميزة",
	"home.featuredText": "اختياراتنا لك هذا الأسبوع",
	"home.offers": "عروض خاصة",
	"home.offersText": "خصومات لفترة محدودة",
	"home.men": "عطور رجالية",
	"home.women": "عطور نسائية",
	"home.incenseOud": "بخور وعود",
	"home.recent": "وصل حديثاً",
	"home.testimonials": "آراء عملائنا",
	"home.viewAll": "عرض الكل",
	"features.label": "مزايا التسوق من ورد",
	"features.freeDelivery": "توصيل مجاني",
	"features.freeDeliveryText": "للطلبات فوق {amount} ريال داخل المملكة والخليج",
	"features.authentic": "منتجات أصلية",
	"features.authenticText": "عود وعطور مضمونة المصدر",
	"features.securePayment": "دفع آمن",
	"features.securePaymentText": "مدى، فيزا، Apple Pay والدفع عند الاستلام",
	"features.fastDelivery": "توصيل سريع",
	"features.fastDeliveryText": "خلال 3 إلى 5 أيام عمل",
	"newsletter.title": "اشترك في نشرتنا البريدية",
	"newsletter.text": "كن أول من يعلم بالعروض والإصدارات الجديدة.",
	"newsletter.placeholder": "بريدك الإلكتروني",
	"newsletter.subscribe": "اشترك",
	"newsletter.subscribed": "شكراً لاشتراكك! ستصلك أحدث عروضنا.",
	"listing.title": "جميع المنتجات",
	"listing.metaDescription": "تصفح عطور ورد والعود والبخور: ابحث وصفِّ حسب التصنيف والسعر.",
	"listing.resultsFor": "نتائج البحث عن \"{query}\"",
	"listing.count": {
		zero: "لا توجد منتجات",
		one: "منتج واحد",
		two: "منتجان",
		few: "{count} منتجات",
		many: "{count} منتجاً",
		other: "{count} منتج"
	},
	"listing.filters": "التصفية",
	"listing.category": "التصنيف",
	"listing.allCategories": "كل التصنيفات",
	"listing.price": "السعر",
	"listing.anyPrice": "كل الأسعار",
	"listing.under": "أقل من {amount}",
	"listing.over": "أكثر من {amount}",
	"listing.between": "من {min} إلى {max}",
	"listing.min": "من",
	"listing.max": "إلى",
	"listing.minPrice": "أقل سعر",
	"listing.maxPrice": "أعلى سعر",
	"listing.apply": "تطبيق",
	"listing.more": "خيارات أخرى",
	"listing.inStockOnly": "المتوفر فقط",
	"listing.discountedOnly": "العروض فقط",
	"listing.featuredOnly": "المميزة فقط",
	"listing.search": "ابحث في المنتجات",
	"listing.searchPlaceholder": "ابحث عن عطر، عود، بخور…",
	"listing.sort": "الترتيب",
	"listing.perPage": "في الصفحة",
	"listing.view": "طريقة العرض",
	"listing.grid": "عرض شبكي",
	"listing.list": "عرض قائمة",
	"listing.activeFilters": "عوامل التصفية المختارة",
	"listing.removeFilter": "إزالة {name}",
	"listing.clearAll": "مسح الكل",
	"listing.empty": "لا توجد منتجات مطابقة",
	"listing.emptyText": "جرّب كلمات بحث أخرى أو أزل بعض عوامل التصفية.",
	"listing.showResults": {
		zero: "لا نتائج",
		one: "عرض نتيجة واحدة",
		two: "عرض نتيجتين",
		few: "عرض {count} نتائج",
		many: "عرض {count} نتيجة",
		other: "عرض {count} نتيجة"
	},
	"sort.featured": "المميزة أولاً",
	"sort.price_asc": "السعر: من الأقل إلى الأعلى",
	"sort.price_desc": "السعر: من الأعلى إلى الأقل",
	"sort.name_asc": "الاسم: أ - ي",
	"sort.name_desc": "الاسم: ي - أ",
	"pagination.label": "الصفحات",
	"pagination.previous": "الصفحة السابقة",
	"pagination.next": "الصفحة التالية",
	"pagination.page": "الصفحة {page}",
	"product.addToCart": "أضف إلى السلة",
	"product.addToCartNamed": "أضف {name} إلى السلة",
	"product.outOfStock": "نفدت الكمية",
	"product.inStock": "متوفر",
	"product.lowStock": {
		one: "بقيت قطعة واحدة فقط",
		two: "بقيت قطعتان فقط",
		few: "بقيت {count} قطع فقط",
		many: "بقيت {count} قطعة فقط",
		other: "بقيت {count} قطعة فقط"
	},
	"product.discountBadge": "خصم {value}%",
	"product.priceWas": "السعر قبل الخصم",
	"product.ratingOf": "التقييم {value} من 5",
	"product.vatIncluded": "السعر شامل ضريبة القيمة المضافة",
	"product.quantity": "الكمية",
	"product.inCart": {
		one: "في سلتك قطعة واحدة",
		two: "في سلتك قطعتان",
		few: "في سلتك {count} قطع",
		many: "في سلتك {count} قطعة",
		other: "في سلتك {count} قطعة"
	},
	"product.viewCart": "عرض السلة",
	"product.deliveryNote": "التوصيل خلال 3 إلى 5 أيام عمل",
	"product.description": "الوصف",
	"product.weight": "الوزن",
	"product.grams": "{count} غرام",
	"product.sku": "رمز المنتج",
	"product.related": "منتجات ذات صلة",
	"product.images": "صور المنتج",
	"product.imageOf": "{name}، الصورة {n} من {total}",
	"product.showImage": "عرض الصورة {n}",
	"product.notFound": "تعذر جلب تفاصيل المنتج",
	"product.notFoundText": "ربما لم يعد هذا المنتج متاحاً.",
	"product.backToShop": "العودة إلى المتجر",
	"reviews.title": "التقييمات",
	"reviews.basedOn": {
		zero: "لا توجد تقييمات بعد",
		one: "بناءً على تقييم واحد",
		two: "بناءً على تقييمين",
		few: "بناءً على {count} تقييمات",
		many: "بناءً على {count} تقييماً",
		other: "بناءً على {count} تقييم"
	},
	"reviews.distribution": "توزيع التقييمات",
	"reviews.stars": {
		one: "نجمة واحدة",
		two: "نجمتان",
		few: "{count} نجوم",
		many: "{count} نجمة",
		other: "{count} نجمة"
	},
	"reviews.write": "اكتب تقييمك",
	"reviews.editYours": "عدّل تقييمك",
	"reviews.loginToWrite": "سجّل الدخول لكتابة تقييم.",
	"reviews.none": "لا توجد تقييمات بعد. كن أول من يقيّم هذا المنتج.",
	"reviews.verified": "مشتري موثّق",
	"reviews.rating": "التقييم",
	"reviews.comment": "تعليقك",
	"reviews.submit": "إرسال التقييم",
	"reviews.saved": "شكراً! تم حفظ تقييمك.",
	"reviews.updated": "تم تحديث تقييمك",
	"reviews.mustLogIn": "يجب تسجيل الدخول لكتابة تقييم",
	"reviews.failed": "تعذر إرسال التقييم",
	"cart.title": "سلة التسوق",
	"cart.items": "منتجات السلة",
	"cart.empty": "سلتك فارغة",
	"cart.emptyText": "أضف ما يعجبك من العطور والعود والبخور.",
	"cart.continueShopping": "متابعة التسوق",
	"cart.clear": "إفراغ السلة",
	"cart.decrease": "إنقاص الكمية",
	"cart.increase": "زيادة الكمية",
	"cart.quantityIs": "الكمية {count}",
	"cart.quantityFor": "كمية {name}",
	"cart.removeNamed": "إزالة {name} من السلة",
	"cart.summary": "ملخص الطلب",
	"cart.subtotal": {
		one: "المجموع الفرعي (قطعة واحدة)",
		two: "المجموع الفرعي (قطعتان)",
		few: "المجموع الفرعي ({count} قطع)",
		many: "المجموع الفرعي ({count} قطعة)",
		other: "المجموع الفرعي ({count} قطعة)"
	},
	"cart.discount": "الخصم",
	"cart.shipping": "الشحن",
	"cart.total": "الإجمالي",
	"cart.vatIncluded": "منها ضريبة القيمة المضافة 15%",
	"cart.confirmed": "تم تأكيد الأسعار من المتجر",
	"cart.confirming": "جارٍ تأكيد الأسعار…",
	"cart.checkout": "إتمام الطلب",
	"cart.fixProblems": "عدّل المنتجات غير المتوفرة قبل إتمام الطلب",
	"cart.problem.productGone": "هذا المنتج لم يعد متاحاً",
	"cart.problem.outOfStock": "نفدت كمية هذا المنتج",
	"cart.problem.insufficientStock": "الكمية المتوفرة أقل من المطلوب",
	"coupon.label": "كوبون الخصم",
	"coupon.placeholder": "أدخل رمز الكوبون",
	"coupon.apply": "تطبيق",
	"coupon.remove": "إزالة",
	"coupon.applied": "تم تطبيق الكوبون",
	"coupon.appliedCode": "الكوبون {code} مطبّق",
	"coupon.removed": "تمت إزالة الكوبون",
	"coupon.codeRequired": "أدخل رمز الكوبون أولاً",
	"coupon.validateFailed": "تعذر التحقق من الكوبون",
	"shipping.country": "الشحن إلى",
	"shipping.calculating": "جارٍ حساب الشحن…",
	"shipping.failed": "تعذر حساب تكلفة الشحن",
	"shipping.free": "مجاني",
	"shipping.by": "مع {carrier} خلال {min} إلى {max} أيام عمل",
	"shipping.addForFree": "أضف {amount} لتحصل على توصيل مجاني",
	"country.SA": "المملكة العربية السعودية",
	"country.AE": "الإمارات العربية المتحدة",
	"country.QA": "قطر",
	"country.KW": "الكويت",
	"country.BH": "البحرين",
	"checkout.title": "إتمام الطلب",
	"checkout.steps": "خطوات الطلب",
	"checkout.step.shipping": "معلومات الشحن",
	"checkout.step.payment": "طريقة الدفع",
	"checkout.step.review": "مراجعة الطلب",
	"checkout.step.done": "التأكيد",
	"checkout.deliverTo": "عنوان التوصيل",
	"checkout.newAddress": "عنوان جديد",
	"checkout.saveAddress": "احفظ هذا العنوان في حسابي",
	"checkout.chooseAddress": "اختر عنوان التوصيل",
	"checkout.continue": "متابعة",
	"checkout.back": "رجوع",
	"checkout.backToCart": "العودة إلى السلة",
	"checkout.notes": "ملاحظات للطلب",
	"checkout.placeOrder": "تأكيد الطلب",
	"checkout.placeAndPay": "تأكيد الطلب والدفع",
	"checkout.placed": "تم استلام طلبك رقم {number}",
	"checkout.failed": "تعذر إتمام الطلب",
	"checkout.redirecting": "جارٍ تحويلك إلى صفحة الدفع الآمنة…",
	"checkout.thanks": "شكراً لك! تم استلام طلبك",
	"checkout.orderNumber": "رقم الطلب: {number}",
	"checkout.orderStatus": "حالة الطلب: {status}",
	"checkout.codNote": "ستدفع عند استلام الطلب. سنرسل لك إشعاراً عند شحنه.",
	"checkout.viewOrder": "عرض الطلب",
	"checkout.loginFirst": "سجّل الدخول لإتمام طلبك",
	"payment.card": "بطاقة ائتمانية أو مدى",
	"payment.cardText": "مدى، فيزا، ماستركارد و Apple Pay عبر صفحة دفع آمنة",
	"payment.cod": "الدفع عند الاستلام",
	"payment.codText": "ادفع نقداً أو بالبطاقة عند وصول طلبك",
	"payment.wallet": "محفظة إلكترونية",
	"payment.walletText": "STC Pay وغيرها عبر صفحة دفع آمنة",
	"payment.codFee": "رسوم الدفع عند الاستلام",
	"payment.codUnavailable": "الدفع عند الاستلام غير متاح لهذا المبلغ",
	"paymentResult.title": "نتيجة الدفع",
	"paymentResult.pending": "الدفع قيد الانتظار",
	"paymentResult.pendingText": "لم يكتمل الدفع بعد. يمكنك إكماله قبل انتهاء صلاحية الفاتورة.",
	"paymentResult.canceled": "تم إلغاء الدفع",
	"paymentResult.canceledText": "ألغيت عملية الدفع ولم يتم خصم أي مبلغ.",
	"paymentResult.unknown": "حالة الدفع غير معروفة",
	"paymentResult.unknownText": "لم نتمكن من تأكيد الدفع. إذا خُصم المبلغ فتواصل معنا.",
	"paymentResult.paid": "تم الدفع بنجاح",
	"paymentResult.paidText": "شكراً لك! تم تأكيد طلبك وسنبدأ بتجهيزه.",
	"paymentResult.status": "الحالة",
	"paymentResult.statusPaid": "مدفوع",
	"paymentResult.invoiceId": "رقم الفاتورة",
	"paymentResult.amount": "المبلغ",
	"paymentResult.createdAt": "تاريخ الإنشاء",
	"paymentResult.expiresAt": "تاريخ الانتهاء",
	"paymentResult.payNow": "أكمل الدفع",
	"paymentResult.trackShipment": "تتبع الشحنة",
	"paymentResult.backToCart": "العودة إلى السلة",
	"cart.restored": "أعدنا منتجاتك إلى السلة",
	"shipment.title": "تفاصيل الشحنة",
	"shipment.order": "الطلب رقم {number}",
	"shipment.progress": "مراحل الطلب",
	"shipment.estimated": "موعد التوصيل المتوقع",
	"shipment.businessDays": "خلال {min} إلى {max} أيام عمل",
	"shipment.carrier": "شركة الشحن",
	"shipment.carrierPending": "تُحدد عند الشحن",
	"shipment.trackingNumber": "رقم التتبع",
	"shipment.shippedAt": "تاريخ الشحن",
	"shipment.deliveredAt": "تاريخ التسليم",
	"shipment.destination": "الوجهة",
	"shipment.track": "تتبع الشحنة",
	"shipment.trackWith": "تتبع الشحنة لدى {carrier}",
	"shipment.copyTracking": "نسخ رابط التتبع",
	"shipment.copyLink": "نسخ الرابط",
	"shipment.copied": "تم نسخ الرابط",
	"shipment.copyFailed": "تعذر نسخ الرابط",
	"auth.welcome": "مرحباً بك في ورد",
	"auth.welcomeText": "سجّل الدخول أو أنشئ حساباً لمتابعة طلباتك.",
	"auth.login": "تسجيل الدخول",
	"auth.register": "حساب جديد",
	"auth.createAccount": "إنشاء الحساب",
	"auth.forgotPassword": "نسيت كلمة المرور؟",
	"auth.loggedIn": "تم تسجيل الدخول",
	"auth.registered": "تم إنشاء حسابك بنجاح",
	"auth.adminWelcome": "مرحباً بك في لوحة التحكم",
	"auth.invalidCredentials": "بيانات الدخول غير صحيحة. حاول مرة أخرى.",
	"auth.registrationFailed": "فشل التسجيل. حاول مرة أخرى.",
	"auth.signedInAs": "أنت مسجّل الدخول باسم {name}",
	"reset.title": "استعادة كلمة المرور",
	"reset.steps": "خطوات استعادة كلمة المرور",
	"reset.stepEmail": "البريد",
	"reset.stepCode": "رمز التحقق",
	"reset.stepPassword": "كلمة المرور الجديدة",
	"reset.requestText": "أدخل بريدك الإلكتروني وسنرسل إليك رمز تحقق من 6 أرقام.",
	"reset.sendCode": "إرسال الرمز",
	"reset.codeSent": "إذا كان البريد مسجلاً فسيصلك رمز التحقق خلال دقائق",
	"reset.sendFailed": "فشل إرسال رمز إعادة التعيين",
	"reset.backToLogin": "العودة إلى تسجيل الدخول",
	"reset.verifyTitle": "أدخل رمز التحقق",
	"reset.verifyText": "أرسلنا رمزاً من 6 أرقام إلى",
	"reset.changeEmail": "تغيير البريد",
	"reset.code": "رمز التحقق",
	"reset.codeHint": "الرمز صالح لمدة 15 دقيقة",
	"reset.verify": "تحقق",
	"reset.verifyFailed": "فشل التحقق من الرمز",
	"reset.resend": "إعادة إرسال الرمز",
	"reset.newTitle": "تعيين كلمة مرور جديدة",
	"reset.save": "حفظ كلمة المرور",
	"reset.done": "تم تغيير كلمة المرور، يمكنك تسجيل الدخول الآن",
	"reset.updateFailed": "فشل تحديث كلمة المرور أو إعادة تعيينها",
	"field.name": "الاسم",
	"field.email": "البريد الإلكتروني",
	"field.phone": "رقم الجوال",
	"field.phoneHint": "مثال: 0512345678",
	"field.password": "كلمة المرور",
	"field.passwordHint": "8 أحرف على الأقل",
	"field.confirmPassword": "تأكيد كلمة المرور",
	"field.currentPassword": "كلمة المرور الحالية",
	"field.newPassword": "كلمة المرور الجديدة",
	"field.showPassword": "إظهار",
	"field.hidePassword": "إخفاء",
	"field.recipientName": "اسم المستلم",
	"field.street": "الشارع ورقم المبنى",
	"field.district": "الحي",
	"field.city": "المدينة",
	"field.country": "الدولة",
	"field.postalCode": "الرمز البريدي",
	"field.buildingNumber": "رقم المبنى",
	"field.additionalNumber": "الرقم الإضافي",
	"field.addressTitle": "اسم العنوان",
	"field.addressTitleHint": "مثل: المنزل، العمل",
	"field.latitude": "خط العرض",
	"field.longitude": "خط الطول",
	"field.address": "العنوان",
	"field.subject": "الموضوع",
	"field.message": "رسالتك",
	"validation.required": "هذا الحقل مطلوب",
	"validation.email": "البريد الإلكتروني غير صالح",
	"contact.title": "تواصل معنا",
	"contact.metaDescription": "راسل فريق ورد أو اتصل بنا، وتعرف على ساعات العمل.",
	"contact.text": "يسعدنا سماعك. نرد عادةً خلال يوم عمل.",
	"contact.send": "إرسال الرسالة",
	"contact.sent": "تم إرسال رسالتك، سنتواصل معك قريباً",
	"contact.failed": "تعذر إرسال الرسالة",
	"contact.reachUs": "بيانات التواصل",
	"contact.seeBranches": "فروعنا على الخريطة",
	"branches.title": "فروعنا",
	"branches.text": "زر أقرب فرع لتجربة عطورنا وبخورنا.",
	"branches.metaDescription": "مواقع فروع ورد للعطور والعود على الخريطة، مع ساعات العمل وأرقام التواصل.",
	"branches.map": "خريطة الفروع",
	"branches.none": "لا توجد فروع حالياً",
	"branches.directions": "الاتجاهات",
	"content.about": "من نحن",
	"content.privacy": "سياسة الخصوصية",
	"content.returnPolicy": "سياسة الاسترجاع",
	"content.terms": "الشروط والأحكام",
	"content.missing": "لم تُنشر هذه الصفحة بعد.",
	"content.updated": "آخر تحديث: {date}",
	"content.aboutCta": "اكتشف مجموعتنا أو زرنا في أحد فروعنا.",
	"notFound.title": "الصفحة غير موجودة",
	"notFound.text": "ربما تغيّر الرابط أو حُذفت الصفحة.",
	"notFound.home": "العودة إلى الرئيسية",
	"orders.none": "لا توجد طلبات بعد.",
	"order.title": "تفاصيل الطلب",
	"order.number": "رقم الطلب",
	"order.date": "التاريخ",
	"order.status": "الحالة",
	"order.items": "المنتجات",
	"order.details": "التفاصيل",
	"order.detailsFor": "تفاصيل الطلب {number}",
	"order.invoice": "الفاتورة الضريبية",
	"order.trackShipment": "تتبع الشحنة",
	"order.payment": "إكمال الدفع",
	"order.history": "سجل الطلب",
	"order.rejected": "تم رفض الطلب",
	"order.back": "العودة إلى الطلبات",
	"order.notFound": "الطلب غير موجود",
	"notifications.none": "لا توجد إشعارات",
	"notifications.unread": "غير مقروء",
	"notifications.unreadCount": {
		zero: "لا توجد إشعارات غير مقروءة",
		one: "إشعار واحد غير مقروء",
		two: "إشعاران غير مقروءين",
		few: "{count} إشعارات غير مقروءة",
		many: "{count} إشعاراً غير مقروء",
		other: "{count} إشعار غير مقروء"
	},
	"notifications.markRead": "تعليم كمقروء",
	"notifications.markAll": "تعليم الكل كمقروء",
	"profile.details": "البيانات الشخصية",
	"profile.saved": "تم حفظ بياناتك",
	"profile.changePassword": "تغيير كلمة المرور",
	"profile.passwordChanged": "تم تغيير كلمة المرور",
	"profile.passwordFailed": "فشل تحديث كلمة المرور أو إعادة تعيينها",
	"profile.passwordForEmail": "أدخل كلمة المرور الحالية لتغيير البريد الإلكتروني",
	"address.add": "إضافة عنوان",
	"address.edit": "تعديل العنوان",
	"address.editNamed": "تعديل العنوان {name}",
	"address.deleteNamed": "حذف العنوان {name}",
	"address.deleteTitle": "حذف العنوان",
	"address.deleteConfirm": "هل تريد حذف العنوان \"{name}\"؟",
	"address.deleted": "تم حذف العنوان",
	"address.deleteFailed": "فشل حذف العنوان",
	"address.saved": "تم حفظ العنوان",
	"address.primary": "الرئيسي",
	"address.makePrimary": "اجعله العنوان الرئيسي",
	"address.primarySet": "تم تعيين العنوان الرئيسي",
	"address.none": "لا توجد عناوين محفوظة",
	"address.count": {
		zero: "لا توجد عناوين",
		one: "عنوان واحد",
		two: "عنوانان",
		few: "{count} عناوين",
		many: "{count} عنواناً",
		other: "{count} عنوان"
	}
};
// src/i18n/index.ts
/**
* Arabic is bundled (default and fallback); English is its own small chunk, loaded before the
* UI switches to it (`loadDictionary`), so Arabic shoppers never download it.
*/
var dictionaries = { ar };
/** bumps when a dictionary arrives, so components re-render with it */
var dictionaryStore = createStore({ loaded: 1 });
var loading = {};
/** Switches the UI language once its dictionary is here (no flash of the fallback). */
async function switchLanguage(lang) {
	await loadDictionary(lang).catch(() => void 0);
	setLanguage(lang);
}
preferencesStore.subscribe(() => {
	const lang = preferencesStore.get().language;
	if (!dictionaries[lang]) loadDictionary(lang).catch(() => void 0);
});
function registerDictionary(lang, dict) {
	dictionaries[lang] = dict;
	dictionaryStore.set((s) => ({ loaded: s.loaded + 1 }));
}
function loadDictionary(lang) {
	if (dictionaries[lang]) return Promise.resolve();
	return loading[lang] ??= import("../entry-server.js").then((n) => n.d).then((m) => registerDictionary("en", m.en), (error) => {
		delete loading[lang];
		throw error;
	});
}
var pluralRules = {};
function pick(entry, lang, params) {
	if (typeof entry === "string") return entry;
	const count = Number(params.count ?? 0);
	const rules = pluralRules[lang] ??= new Intl.PluralRules(lang);
	return entry[count === 0 && entry.zero ? "zero" : rules.select(count)] ?? entry.other;
}
/** Translates a key; a key the dictionary lacks falls back to Arabic, then to the key itself. */
function translate(lang, key, params = {}) {
	const entry = (dictionaries[lang] ?? ar)[key] ?? ar[key];
	if (entry === void 0) return key;
	return pick(entry, lang, params).replace(/\{(\w+)\}/g, (m, name) => name in params ? String(params[name]) : m);
}
function hasKey(key) {
	return Object.prototype.hasOwnProperty.call(dictionaries.ar, key);
}
/** `const t = useT()` in components: re-renders when the language changes. */
function useT() {
	const lang = useLanguage();
	return b((key, params) => translate(lang, key, params), [lang, useStore(dictionaryStore, (s) => s.loaded)]);
}
/** The `{ ar, en }` text of an entity in the current language, Arabic when missing (DESIGN.md §5). */
function localized(text, lang) {
	if (!text) return "";
	return (lang === "en" ? text.en : text.ar) || text.ar || text.en || "";
}
// ../node_modules/preact/jsx-runtime/dist/jsxRuntime.mjs
var f = Symbol.for("pv");
var o = 0;
Array.isArray;
function a(t, e, n$1, u, a, i) {
	e || (e = {});
	var c, l, p = e;
	if ("ref" in p && "function" != typeof t) for (l in p = {}, e) "ref" == l ? c = e[l] : p[l] = e[l];
	var s = {
		type: t,
		props: p,
		key: n$1,
		ref: c,
		__k: null,
		__: null,
		__b: 0,
		__e: null,
		__c: null,
		constructor: f,
		__v: --o,
		__i: -1,
		__u: 0
	};
	return (a || i) && (s.__source = a, s.__self = i), n.vnode && n.vnode(s), s;
}
export { ROLE_CLAIM as A, O as B, DELIVERY_DAYS as C, PRICE_RANGES as D, PAYMENT_METHODS as E, P as F, r$1 as G, b$1 as H, T as I, x as K, b as L, STORAGE_KEYS as M, USER_STATUSES as N, PRODUCT_SORTS as O, A as P, d as R, CUSTOMER_ROLE_VALUES as S, NAME_IDENTIFIER_CLAIM as T, k$1 as U, U as V, n as W, ADMIN_ROLE_VALUES as _, switchLanguage as a, CATEGORY_SECTIONS as b, directionOf as c, toggleDarkMode as d, useLanguage as f, writePersisted as g, useStore as h, registerDictionary as i, STARTUP_SPLASH_MS as j, ROLES as k, preferencesStore as l, createStore as m, hasKey as n, translate as o, usePreferences as p, localized as r, useT as s, a as t, setTheme as u, API_TIMEOUT_MS as v, LISTING_PAGE_SIZES as w, COUNTRIES as x, BANNER_POSITIONS as y, $ as z };
