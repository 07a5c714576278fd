import { t as a } from "./jsxRuntime-De6QBBm-.js";
// src/components/Img.tsx
/** The widths we have for an image: its WebP variants (DESIGN.md §5), else the original. */
function srcsetOf(image) {
	const variants = Object.entries(image.variants ?? {}).map(([w, url]) => [Number(w), url]).filter(([w, url]) => Number.isFinite(w) && w > 0 && !!url).sort((a, b) => a[0] - b[0]);
	if (!variants.length) return { src: image.url };
	return {
		src: (variants.find(([w]) => w >= 600) ?? variants[variants.length - 1])[1],
		srcset: variants.map(([w, url]) => `${url} ${w}w`).join(", ")
	};
}
/** A product or banner image with srcset/sizes, intrinsic width and height, lazy below the fold. */
function Img({ image, alt, sizes, priority, class: cls }) {
	if (!image?.url) return /* @__PURE__ */ a("span", {
		class: `img-placeholder${cls ? ` ${cls}` : ""}`,
		role: "img",
		"aria-label": alt
	});
	const { src, srcset } = srcsetOf(image);
	return /* @__PURE__ */ a("img", {
		src,
		srcset,
		sizes: srcset ? sizes : void 0,
		width: image.width || 600,
		height: image.height || 700,
		alt,
		loading: priority ? "eager" : "lazy",
		fetchpriority: priority ? "high" : void 0,
		decoding: priority ? "sync" : "async",
		class: cls
	});
}
export { Img as t };
