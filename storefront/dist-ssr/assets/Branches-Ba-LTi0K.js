import { I as T, P as A, R as d, f as useLanguage, r as localized, s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { a as content } from "./endpoints-BcDGtITX.js";
import { S as Loading, b as EmptyState, h as useHead, p as useQuery, x as ErrorState } from "../entry-server.js";
import { D as PinIcon, E as PhoneIcon, f as ExternalIcon, s as ClockIcon } from "./Icons-Bd2_PXmW.js";
// src/components/TileMap.tsx
var TILE = 256;
var HEIGHT = 380;
var SUBDOMAINS = [
	"a",
	"b",
	"c"
];
/** Web Mercator: longitude/latitude → world pixels at zoom z. */
function project(lat, lng, z) {
	const scale = TILE * 2 ** z;
	const s = Math.sin(Math.max(-85, Math.min(85, lat)) * Math.PI / 180);
	return {
		x: (lng + 180) / 360 * scale,
		y: (.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale
	};
}
/** The largest zoom (≤ 15) at which every point fits in width × height with a margin. */
function fitZoom(points, width, height, margin = 48) {
	for (let z = 15; z >= 2; z--) {
		const xs = points.map((p) => project(p.lat, p.lng, z));
		const w = Math.max(...xs.map((p) => p.x)) - Math.min(...xs.map((p) => p.x));
		const h = Math.max(...xs.map((p) => p.y)) - Math.min(...xs.map((p) => p.y));
		if (w <= width - margin * 2 && h <= height - margin * 2) return z;
	}
	return 2;
}
/**
* A light map of OpenStreetMap tiles (allowed by the CSP's img-src) with a pin per branch: no map
* library, no script from elsewhere. Pins are buttons, so the map works from the keyboard too.
*/
function TileMap({ points, selected, onSelect, label }) {
	const box = T(null);
	const [width, setWidth] = d(0);
	A(() => {
		const el = box.current;
		if (!el) return;
		setWidth(el.clientWidth);
		if (typeof ResizeObserver === "undefined") return;
		const ro = new ResizeObserver(() => setWidth(el.clientWidth));
		ro.observe(el);
		return () => ro.disconnect();
	}, []);
	const tiles = [];
	const pins = [];
	if (width > 0 && points.length) {
		const z = fitZoom(points, width, HEIGHT);
		const projected = points.map((p) => ({
			...p,
			...project(p.lat, p.lng, z)
		}));
		const cx = (Math.min(...projected.map((p) => p.x)) + Math.max(...projected.map((p) => p.x))) / 2;
		const cy = (Math.min(...projected.map((p) => p.y)) + Math.max(...projected.map((p) => p.y))) / 2;
		const left = cx - width / 2;
		const top = cy - HEIGHT / 2;
		const max = 2 ** z;
		for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++) for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + HEIGHT) / TILE); ty++) {
			if (ty < 0 || ty >= max) continue;
			const wrapped = (tx % max + max) % max;
			tiles.push({
				key: `${z}/${tx}/${ty}`,
				src: `https://${SUBDOMAINS[(wrapped + ty) % 3]}.tile.openstreetmap.org/${z}/${wrapped}/${ty}.png`,
				left: tx * TILE - left,
				top: ty * TILE - top
			});
		}
		for (const p of projected) pins.push({
			...p,
			left: p.x - left,
			top: p.y - top
		});
	}
	return /* @__PURE__ */ a("div", {
		class: "tile-map",
		ref: box,
		dir: "ltr",
		role: "group",
		"aria-label": label,
		style: { blockSize: `${HEIGHT}px` },
		children: [
			tiles.map((t) => /* @__PURE__ */ a("img", {
				src: t.src,
				alt: "",
				width: TILE,
				height: TILE,
				loading: "lazy",
				decoding: "async",
				class: "tile",
				style: {
					left: `${t.left}px`,
					top: `${t.top}px`
				},
				onError: (e) => e.currentTarget.style.visibility = "hidden"
			}, t.key)),
			pins.map((p) => /* @__PURE__ */ a("button", {
				type: "button",
				class: `pin${selected === p.id ? " is-selected" : ""}`,
				style: {
					left: `${p.left}px`,
					top: `${p.top}px`
				},
				"aria-label": p.label,
				"aria-pressed": selected === p.id,
				onClick: () => onSelect(p.id),
				children: /* @__PURE__ */ a("svg", {
					width: "30",
					height: "40",
					viewBox: "0 0 30 40",
					"aria-hidden": "true",
					children: [/* @__PURE__ */ a("path", { d: "M15 39S2 23.5 2 14a13 13 0 0 1 26 0c0 9.5-13 25-13 25z" }), /* @__PURE__ */ a("circle", {
						cx: "15",
						cy: "14",
						r: "5",
						fill: "#fff"
					})]
				})
			})),
			/* @__PURE__ */ a("span", {
				class: "map-credit",
				children: [
					"©",
					" ",
					/* @__PURE__ */ a("a", {
						href: "https://www.openstreetmap.org/copyright",
						target: "_blank",
						rel: "noopener noreferrer",
						"data-native": "",
						children: "OpenStreetMap"
					})
				]
			})
		]
	});
}
// src/pages/Branches.tsx
/** SPEC.md §2 branches: the list and a map of them. */
function Branches(_props) {
	const t = useT();
	const lang = useLanguage();
	useHead({
		title: t("branches.title"),
		description: t("branches.metaDescription"),
		path: "/branches"
	});
	const branches = useQuery("/api/branches", content.branches, { staleMs: 3e5 });
	const [selected, setSelected] = d(null);
	const list = branches.data ?? [];
	return /* @__PURE__ */ a("div", {
		class: "container page",
		children: [
			/* @__PURE__ */ a("h1", {
				class: "page-title",
				children: t("branches.title")
			}),
			/* @__PURE__ */ a("p", {
				class: "muted",
				children: t("branches.text")
			}),
			branches.loading && !branches.data ? /* @__PURE__ */ a(Loading, {}) : null,
			branches.error && !branches.data ? /* @__PURE__ */ a(ErrorState, {
				message: branches.error.message,
				onRetry: branches.reload
			}) : null,
			branches.data && !list.length ? /* @__PURE__ */ a(EmptyState, { title: t("branches.none") }) : null,
			list.length ? /* @__PURE__ */ a("div", {
				class: "branches-layout",
				children: [/* @__PURE__ */ a(TileMap, {
					label: t("branches.map"),
					points: list.map((b) => ({
						id: b.id,
						lat: b.latitude,
						lng: b.longitude,
						label: localized(b.name, lang)
					})),
					selected,
					onSelect: (id) => {
						setSelected(id);
						document.getElementById(`branch-${id}`)?.scrollIntoView({
							block: "nearest",
							behavior: "smooth"
						});
					}
				}), /* @__PURE__ */ a("ul", {
					class: "branch-list",
					children: list.map((b) => /* @__PURE__ */ a("li", {
						id: `branch-${b.id}`,
						class: `card branch${selected === b.id ? " is-selected" : ""}`,
						children: [
							/* @__PURE__ */ a("h2", {
								class: "sub-title",
								children: /* @__PURE__ */ a("button", {
									type: "button",
									class: "link-btn branch-name",
									"aria-pressed": selected === b.id,
									onClick: () => setSelected(b.id),
									children: [
										/* @__PURE__ */ a(PinIcon, { size: 18 }),
										" ",
										localized(b.name, lang)
									]
								})
							}),
							/* @__PURE__ */ a("p", { children: localized(b.description, lang) }),
							b.hours && localized(b.hours, lang) ? /* @__PURE__ */ a("p", {
								class: "muted",
								children: [
									/* @__PURE__ */ a(ClockIcon, { size: 16 }),
									" ",
									localized(b.hours, lang)
								]
							}) : null,
							b.phone ? /* @__PURE__ */ a("p", { children: [
								/* @__PURE__ */ a(PhoneIcon, { size: 16 }),
								" ",
								/* @__PURE__ */ a("a", {
									href: `tel:${b.phone.replace(/[^\d+]/g, "")}`,
									dir: "ltr",
									"data-native": "",
									children: b.phone
								})
							] }) : null,
							/* @__PURE__ */ a("a", {
								href: `https://www.google.com/maps/search/?api=1&query=${b.latitude},${b.longitude}`,
								target: "_blank",
								rel: "noopener noreferrer",
								class: "link-more",
								"data-native": "",
								children: [
									t("branches.directions"),
									" ",
									/* @__PURE__ */ a(ExternalIcon, { size: 14 })
								]
							})
						]
					}))
				})]
			}) : null
		]
	});
}
export { Branches as default };
