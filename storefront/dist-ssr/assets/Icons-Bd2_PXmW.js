import { t as a, z as $ } from "./jsxRuntime-De6QBBm-.js";
// src/components/Icons.tsx
function icon(paths, fill = false) {
	return function Icon({ size = 22, title, class: cls, flip }) {
		return /* @__PURE__ */ a("svg", {
			width: size,
			height: size,
			viewBox: "0 0 24 24",
			fill: fill ? "currentColor" : "none",
			stroke: fill ? "none" : "currentColor",
			"stroke-width": "1.8",
			"stroke-linecap": "round",
			"stroke-linejoin": "round",
			class: `icon${flip ? " flip-rtl" : ""}${cls ? ` ${cls}` : ""}`,
			"aria-hidden": title ? void 0 : "true",
			role: title ? "img" : void 0,
			focusable: "false",
			children: [title ? /* @__PURE__ */ a("title", { children: title }) : null, paths]
		});
	};
}
var CartIcon = icon(/* @__PURE__ */ a($, { children: [
	/* @__PURE__ */ a("path", { d: "M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2" }),
	/* @__PURE__ */ a("circle", {
		cx: "9.5",
		cy: "19.5",
		r: "1.4"
	}),
	/* @__PURE__ */ a("circle", {
		cx: "17",
		cy: "19.5",
		r: "1.4"
	})
] }));
var UserIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("circle", {
	cx: "12",
	cy: "8",
	r: "4"
}), /* @__PURE__ */ a("path", { d: "M4 20.5c1.5-3.6 4.4-5.5 8-5.5s6.5 1.9 8 5.5" })] }));
var SunIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("circle", {
	cx: "12",
	cy: "12",
	r: "4.2"
}), /* @__PURE__ */ a("path", { d: "M12 2.5v2M12 19.5v2M4.6 4.6 6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" })] }));
var MoonIcon = icon(/* @__PURE__ */ a("path", { d: "M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" }));
var GlobeIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("circle", {
	cx: "12",
	cy: "12",
	r: "9"
}), /* @__PURE__ */ a("path", { d: "M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" })] }));
var MenuIcon = icon(/* @__PURE__ */ a("path", { d: "M4 7h16M4 12h16M4 17h16" }));
var CloseIcon = icon(/* @__PURE__ */ a("path", { d: "M6 6l12 12M18 6 6 18" }));
var SearchIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("circle", {
	cx: "11",
	cy: "11",
	r: "6.5"
}), /* @__PURE__ */ a("path", { d: "m16 16 4.5 4.5" })] }));
/** points to the reading direction's "next" (mirrored in RTL via .flip-rtl) */
var ChevronNext = icon(/* @__PURE__ */ a("path", { d: "m9 6 6 6-6 6" }));
var ChevronPrev = icon(/* @__PURE__ */ a("path", { d: "m15 6-6 6 6 6" }));
var StarIcon = icon(/* @__PURE__ */ a("path", { d: "m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" }), true);
var TrashIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("path", { d: "M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13" }), /* @__PURE__ */ a("path", { d: "M10 11v5M14 11v5" })] }));
var PlusIcon = icon(/* @__PURE__ */ a("path", { d: "M12 5v14M5 12h14" }));
var MinusIcon = icon(/* @__PURE__ */ a("path", { d: "M5 12h14" }));
var GridIcon = icon(/* @__PURE__ */ a($, { children: [
	/* @__PURE__ */ a("rect", {
		x: "4",
		y: "4",
		width: "6.5",
		height: "6.5",
		rx: "1.2"
	}),
	/* @__PURE__ */ a("rect", {
		x: "13.5",
		y: "4",
		width: "6.5",
		height: "6.5",
		rx: "1.2"
	}),
	/* @__PURE__ */ a("rect", {
		x: "4",
		y: "13.5",
		width: "6.5",
		height: "6.5",
		rx: "1.2"
	}),
	/* @__PURE__ */ a("rect", {
		x: "13.5",
		y: "13.5",
		width: "6.5",
		height: "6.5",
		rx: "1.2"
	})
] }));
var ListIcon = icon(/* @__PURE__ */ a($, { children: [
	/* @__PURE__ */ a("rect", {
		x: "4",
		y: "4.5",
		width: "5",
		height: "5",
		rx: "1"
	}),
	/* @__PURE__ */ a("rect", {
		x: "4",
		y: "14.5",
		width: "5",
		height: "5",
		rx: "1"
	}),
	/* @__PURE__ */ a("path", { d: "M12 6h8M12 9h5M12 16h8M12 19h5" })
] }));
var FilterIcon = icon(/* @__PURE__ */ a("path", { d: "M4 5h16l-6.2 7.4V19l-3.6 1.5v-8.1z" }));
var CopyIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("rect", {
	x: "8.5",
	y: "8.5",
	width: "11",
	height: "11",
	rx: "2"
}), /* @__PURE__ */ a("path", { d: "M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" })] }));
var CheckIcon = icon(/* @__PURE__ */ a("path", { d: "m5 12.5 4.5 4.5L19 7.5" }));
var TruckIcon = icon(/* @__PURE__ */ a($, { children: [
	/* @__PURE__ */ a("path", { d: "M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.2v2.8h-7" }),
	/* @__PURE__ */ a("circle", {
		cx: "7",
		cy: "17.5",
		r: "1.8"
	}),
	/* @__PURE__ */ a("circle", {
		cx: "17",
		cy: "17.5",
		r: "1.8"
	})
] }));
var ShieldIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("path", { d: "M12 3 4.5 6v5.5c0 4.4 3.1 8.3 7.5 9.5 4.4-1.2 7.5-5.1 7.5-9.5V6z" }), /* @__PURE__ */ a("path", { d: "m8.8 12 2.2 2.2 4.3-4.4" })] }));
var GiftIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("rect", {
	x: "3.5",
	y: "8.5",
	width: "17",
	height: "4",
	rx: "1"
}), /* @__PURE__ */ a("path", { d: "M5 12.5V20h14v-7.5M12 8.5V20M12 8.5C10.5 5 7 4.5 7 6.8 7 8.5 12 8.5 12 8.5zM12 8.5c1.5-3.5 5-4 5-1.7 0 1.7-5 1.7-5 1.7z" })] }));
var SparkleIcon = icon(/* @__PURE__ */ a("path", { d: "M12 3.5 13.8 9l5.7 1.9-5.7 1.9L12 18.5l-1.8-5.7-5.7-1.9L10.2 9zM18.5 16.5l.7 2 2 .7-2 .7-.7 2-.7-2-2-.7 2-.7z" }));
var PhoneIcon = icon(/* @__PURE__ */ a("path", { d: "M5 3.5h3.5l1.5 4.2-2.2 1.5a11.5 11.5 0 0 0 7 7l1.5-2.2 4.2 1.5V19a1.8 1.8 0 0 1-1.9 1.8C10 20.3 3.7 14 3.2 5.4A1.8 1.8 0 0 1 5 3.5z" }));
var MailIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("rect", {
	x: "3",
	y: "5",
	width: "18",
	height: "14",
	rx: "2"
}), /* @__PURE__ */ a("path", { d: "m3.5 6.5 8.5 6.5 8.5-6.5" })] }));
var PinIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("path", { d: "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" }), /* @__PURE__ */ a("circle", {
	cx: "12",
	cy: "9.5",
	r: "2.5"
})] }));
var ClockIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("circle", {
	cx: "12",
	cy: "12",
	r: "9"
}), /* @__PURE__ */ a("path", { d: "M12 7v5l3.2 2" })] }));
var LogoutIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("path", { d: "M14.5 4.5H18a1.5 1.5 0 0 1 1.5 1.5v12a1.5 1.5 0 0 1-1.5 1.5h-3.5" }), /* @__PURE__ */ a("path", { d: "M10 8 6 12l4 4M6 12h9.5" })] }));
var BellIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("path", { d: "M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z" }), /* @__PURE__ */ a("path", { d: "M10 20.5a2.2 2.2 0 0 0 4 0" })] }));
var PackageIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("path", { d: "m12 3 8 4.5v9L12 21l-8-4.5v-9z" }), /* @__PURE__ */ a("path", { d: "m4 7.5 8 4.5 8-4.5M12 12v9" })] }));
var DashboardIcon = icon(/* @__PURE__ */ a($, { children: [
	/* @__PURE__ */ a("rect", {
		x: "3.5",
		y: "3.5",
		width: "7.5",
		height: "9",
		rx: "1.5"
	}),
	/* @__PURE__ */ a("rect", {
		x: "13",
		y: "3.5",
		width: "7.5",
		height: "5",
		rx: "1.5"
	}),
	/* @__PURE__ */ a("rect", {
		x: "3.5",
		y: "14.5",
		width: "7.5",
		height: "6",
		rx: "1.5"
	}),
	/* @__PURE__ */ a("rect", {
		x: "13",
		y: "10.5",
		width: "7.5",
		height: "10",
		rx: "1.5"
	})
] }));
var EditIcon = icon(/* @__PURE__ */ a("path", { d: "M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" }));
var ExternalIcon = icon(/* @__PURE__ */ a("path", { d: "M14 4.5h5.5V10M19.5 4.5 11 13M17 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 4 18.5v-10A1.5 1.5 0 0 1 5.5 7H10" }));
var InfoIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("circle", {
	cx: "12",
	cy: "12",
	r: "9"
}), /* @__PURE__ */ a("path", { d: "M12 11v5.5M12 7.6v.1" })] }));
var AlertIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("path", { d: "M12 3.5 21.5 20h-19z" }), /* @__PURE__ */ a("path", { d: "M12 10v4.5M12 17.3v.1" })] }));
var InstagramIcon = icon(/* @__PURE__ */ a($, { children: [
	/* @__PURE__ */ a("rect", {
		x: "3.5",
		y: "3.5",
		width: "17",
		height: "17",
		rx: "5"
	}),
	/* @__PURE__ */ a("circle", {
		cx: "12",
		cy: "12",
		r: "4"
	}),
	/* @__PURE__ */ a("path", { d: "M17.2 6.8v.1" })
] }));
var XIcon = icon(/* @__PURE__ */ a("path", { d: "M4.5 4h4.2l11 16h-4.2zM19.5 4l-6.3 7.2M10.8 12.8 4.5 20" }));
var TiktokIcon = icon(/* @__PURE__ */ a("path", { d: "M13.5 3.5v11.2a3.8 3.8 0 1 1-3.3-3.8M13.5 3.5c.4 2.6 2.3 4.4 5 4.6" }));
var SnapchatIcon = icon(/* @__PURE__ */ a("path", { d: "M12 3.5c3 0 5 2.2 5 5.2v2.3l1.8-.4c.6 0 .8.7.3 1l-2 1c.4 1.6 1.7 2.8 3.2 3.3-.6.9-1.8 1-2.8 1.2l-.4 1.4c-1.1-.2-2.2-.1-3.1.6-.6.4-1.2.8-2 .8s-1.4-.4-2-.8c-.9-.7-2-.8-3.1-.6l-.4-1.4c-1-.2-2.2-.3-2.8-1.2 1.5-.5 2.8-1.7 3.2-3.3l-2-1c-.5-.3-.3-1 .3-1l1.8.4V8.7c0-3 2-5.2 5-5.2z" }));
var YoutubeIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("rect", {
	x: "2.5",
	y: "5.5",
	width: "19",
	height: "13",
	rx: "3.5"
}), /* @__PURE__ */ a("path", { d: "m10 9 5 3-5 3z" })] }));
var WhatsappIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("path", { d: "M4 20.5 5.3 16A8.5 8.5 0 1 1 8.4 19z" }), /* @__PURE__ */ a("path", { d: "M9 8.5c0 3.2 3.3 6.5 6.5 6.5l1-1.6-2-1-1 .9c-1-.5-2-1.5-2.4-2.4l.9-1-1-2z" })] }));
var ReceiptIcon = icon(/* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("path", { d: "M6 3.5h12v17l-2-1.3-2 1.3-2-1.3-2 1.3-2-1.3-2 1.3z" }), /* @__PURE__ */ a("path", { d: "M9 8h6M9 11.5h6M9 15h4" })] }));
export { SearchIcon as A, WhatsappIcon as B, MinusIcon as C, PinIcon as D, PhoneIcon as E, SunIcon as F, YoutubeIcon as H, TiktokIcon as I, TrashIcon as L, SnapchatIcon as M, SparkleIcon as N, PlusIcon as O, StarIcon as P, TruckIcon as R, MenuIcon as S, PackageIcon as T, XIcon as V, InfoIcon as _, ChevronNext as a, LogoutIcon as b, CloseIcon as c, EditIcon as d, ExternalIcon as f, GridIcon as g, GlobeIcon as h, CheckIcon as i, ShieldIcon as j, ReceiptIcon as k, CopyIcon as l, GiftIcon as m, BellIcon as n, ChevronPrev as o, FilterIcon as p, CartIcon as r, ClockIcon as s, AlertIcon as t, DashboardIcon as u, InstagramIcon as v, MoonIcon as w, MailIcon as x, ListIcon as y, UserIcon as z };
