import { P as A, R as d, f as useLanguage, h as useStore, r as localized, s as useT, t as a, z as $ } from "./jsxRuntime-De6QBBm-.js";
import { r as catalog } from "./endpoints-BcDGtITX.js";
import { N as useSettings, S as Loading, g as ProductRail, h as useHead, j as useAuth, m as currentOrigin, n as relatedKey, p as useQuery, r as reviewsKey, t as productKey, v as Stars, x as ErrorState } from "../entry-server.js";
import { R as TruckIcon, i as CheckIcon, r as CartIcon } from "./Icons-Bd2_PXmW.js";
import { t as Img } from "./Img-B5GI3iPx.js";
import { n as Price } from "./Price-rsATRL1D.js";
import { t as QuantityStepper } from "./QuantityStepper-B8tBp4CB.js";
import { r as formatNumber, t as formatDate } from "./format-BBTMx1eW.js";
import { n as cartStore, t as addItem } from "./cart-B5Oa7jke.js";
// src/pages/ProductDetails.tsx
var LOW_STOCK = 5;
function Gallery({ product, name }) {
	const t = useT();
	const [index, setIndex] = d(0);
	const images = product.images;
	A(() => setIndex(0), [product.id]);
	const current = images[index] ?? images[0];
	const onKey = (e) => {
		const rtl = document.documentElement.dir === "rtl";
		if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
			e.preventDefault();
			const forward = e.key === "ArrowRight" !== rtl;
			const next = (index + (forward ? 1 : -1) + images.length) % images.length;
			setIndex(next);
			e.currentTarget.querySelectorAll("button")[next]?.focus();
		}
	};
	return /* @__PURE__ */ a("div", {
		class: "gallery",
		children: [/* @__PURE__ */ a("div", {
			class: "gallery-main",
			children: /* @__PURE__ */ a(Img, {
				image: current,
				alt: images.length > 1 ? t("product.imageOf", {
					name,
					n: index + 1,
					total: images.length
				}) : name,
				sizes: "(min-width: 900px) 560px, 100vw",
				priority: index === 0
			})
		}), images.length > 1 ? /* @__PURE__ */ a("div", {
			class: "gallery-thumbs",
			role: "group",
			"aria-label": t("product.images"),
			onKeyDown: onKey,
			children: images.map((img, i) => /* @__PURE__ */ a("button", {
				type: "button",
				class: `thumb${i === index ? " is-active" : ""}`,
				"aria-pressed": i === index,
				"aria-label": t("product.showImage", { n: i + 1 }),
				tabIndex: i === index ? 0 : -1,
				onClick: () => setIndex(i),
				children: /* @__PURE__ */ a(Img, {
					image: img,
					alt: "",
					sizes: "80px"
				})
			}))
		}) : null]
	});
}
function Reviews({ product }) {
	const t = useT();
	const lang = useLanguage();
	const { status, user } = useAuth();
	const reviews = useQuery(reviewsKey(product.id), () => catalog.reviews(product.id, 1, 10), { staleMs: 15e3 });
	const [Form, setForm] = d(null);
	const [formError, setFormError] = d(null);
	const openForm = () => {
		import("./ReviewForm-g8JPdzzK.js").then((m) => setForm(() => m.ReviewForm), () => setFormError(t("common.loadFailed")));
	};
	const data = reviews.data;
	const average = data?.ratingAverage ?? product.ratingAverage;
	const count = data?.ratingCount ?? product.ratingCount;
	return /* @__PURE__ */ a("section", {
		class: "section reviews",
		"aria-labelledby": "reviews-title",
		children: [/* @__PURE__ */ a("div", {
			class: "section-head",
			children: /* @__PURE__ */ a("h2", {
				id: "reviews-title",
				class: "section-title",
				children: t("reviews.title")
			})
		}), /* @__PURE__ */ a("div", {
			class: "reviews-layout",
			children: [/* @__PURE__ */ a("div", {
				class: "reviews-summary",
				children: [
					/* @__PURE__ */ a("p", {
						class: "reviews-average",
						children: formatNumber(average, lang, 1)
					}),
					/* @__PURE__ */ a(Stars, { value: average }),
					/* @__PURE__ */ a("p", {
						class: "muted",
						children: t("reviews.basedOn", { count })
					}),
					data?.distribution ? /* @__PURE__ */ a("ul", {
						class: "distribution",
						"aria-label": t("reviews.distribution"),
						children: [
							"5",
							"4",
							"3",
							"2",
							"1"
						].map((star) => {
							const n = data.distribution[star] ?? 0;
							const pct = count ? Math.round(n / count * 100) : 0;
							return /* @__PURE__ */ a("li", { children: [
								/* @__PURE__ */ a("span", { children: t("reviews.stars", { count: Number(star) }) }),
								/* @__PURE__ */ a("span", {
									class: "bar",
									"aria-hidden": "true",
									children: /* @__PURE__ */ a("span", { style: { inlineSize: `${pct}%` } })
								}),
								/* @__PURE__ */ a("span", {
									class: "muted",
									children: formatNumber(n, lang)
								})
							] });
						})
					}) : null,
					status === "authenticated" && user ? Form ? null : /* @__PURE__ */ a("button", {
						type: "button",
						class: "btn btn-outline",
						onClick: openForm,
						children: data?.mine ? t("reviews.editYours") : t("reviews.write")
					}) : /* @__PURE__ */ a("p", {
						class: "muted",
						children: [
							t("reviews.loginToWrite"),
							" ",
							/* @__PURE__ */ a("a", {
								href: `/account?next=${encodeURIComponent(`/products/${product.id}`)}`,
								children: t("user.login")
							})
						]
					}),
					formError ? /* @__PURE__ */ a("p", {
						class: "field-error",
						children: formError
					}) : null
				]
			}), /* @__PURE__ */ a("div", {
				class: "reviews-list",
				children: [
					Form ? /* @__PURE__ */ a(Form, {
						productId: product.id,
						mine: data?.mine ?? null,
						onDone: () => {
							setForm(null);
							reviews.reload();
						},
						onCancel: () => setForm(null)
					}) : null,
					reviews.loading && !data ? /* @__PURE__ */ a(Loading, {}) : null,
					reviews.error && !data ? /* @__PURE__ */ a(ErrorState, {
						message: reviews.error.message,
						onRetry: reviews.reload
					}) : null,
					data && data.items.length === 0 ? /* @__PURE__ */ a("p", {
						class: "muted",
						children: t("reviews.none")
					}) : null,
					/* @__PURE__ */ a("ul", {
						class: "review-items",
						children: (data?.items ?? []).map((r) => /* @__PURE__ */ a("li", {
							class: "review",
							children: [
								/* @__PURE__ */ a("div", {
									class: "review-head",
									children: [/* @__PURE__ */ a("strong", { children: r.userName }), /* @__PURE__ */ a(Stars, {
										value: r.rating,
										size: 14
									})]
								}),
								/* @__PURE__ */ a("p", {
									class: "review-meta",
									children: [/* @__PURE__ */ a("time", {
										dateTime: r.createdAt,
										children: formatDate(r.createdAt, lang)
									}), r.isVerifiedPurchase ? /* @__PURE__ */ a("span", {
										class: "badge badge-ok",
										children: [
											/* @__PURE__ */ a(CheckIcon, { size: 12 }),
											" ",
											t("reviews.verified")
										]
									}) : null]
								}),
								/* @__PURE__ */ a("p", {
									class: "review-text",
									children: r.comment
								})
							]
						}))
					})
				]
			})]
		})]
	});
}
/** Product JSON-LD (schema.org Product with its offer and rating). */
function productJsonLd(product, lang, origin, shopName) {
	return {
		"@context": "https://schema.org",
		"@type": "Product",
		name: localized(product.name, lang),
		description: localized(product.description, lang),
		sku: String(product.id),
		image: product.images.map((i) => `${origin}${i.url}`),
		category: product.category ? localized(product.category.name, lang) : void 0,
		brand: {
			"@type": "Brand",
			name: shopName
		},
		offers: {
			"@type": "Offer",
			url: `${origin}/products/${product.id}`,
			priceCurrency: "SAR",
			price: product.finalPrice.toFixed(2),
			availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
			itemCondition: "https://schema.org/NewCondition"
		},
		...product.ratingCount > 0 ? { aggregateRating: {
			"@type": "AggregateRating",
			ratingValue: product.ratingAverage.toFixed(1),
			reviewCount: product.ratingCount
		} } : {}
	};
}
/** SPEC.md §2 product details: gallery, price and discount, stock, quantity, add to cart, reviews, related products. */
function ProductDetails({ id: idParam }) {
	const t = useT();
	const lang = useLanguage();
	const settings = useSettings();
	const id = Number(idParam);
	const valid = Number.isInteger(id) && id > 0;
	const product = useQuery(valid ? productKey(id) : null, () => catalog.product(id), { staleMs: 3e4 });
	const related = useQuery(valid ? relatedKey(id) : null, () => catalog.related(id), { staleMs: 6e4 });
	const [qty, setQty] = d(1);
	const inCart = useStore(cartStore, (s) => s.items.find((i) => i.id === id)?.quantity ?? 0);
	A(() => setQty(1), [id]);
	const p = product.data;
	const name = p ? localized(p.name, lang) : "";
	const shopName = settings ? localized(settings.shopName, lang) : t("brand.name");
	const origin = currentOrigin();
	useHead(p ? {
		title: name,
		description: localized(p.description, lang).slice(0, 160),
		path: `/products/${p.id}`,
		image: p.images[0]?.variants?.["640"] ?? p.images[0]?.url ?? null,
		type: "product",
		jsonLd: productJsonLd(p, lang, origin, shopName),
		lang
	} : {
		title: product.error ? t("product.notFound") : t("common.loading"),
		noindex: true
	});
	if (!valid || product.error && !p) {
		const notFound = !valid || product.error?.status === 404;
		return /* @__PURE__ */ a("div", {
			class: "container page",
			children: [/* @__PURE__ */ a(ErrorState, {
				title: t("product.notFound"),
				message: notFound ? t("product.notFoundText") : product.error.message,
				onRetry: notFound ? void 0 : product.reload
			}), /* @__PURE__ */ a("p", {
				class: "center",
				children: /* @__PURE__ */ a("a", {
					href: "/products",
					class: "btn btn-primary",
					children: t("product.backToShop")
				})
			})]
		});
	}
	if (!p) return /* @__PURE__ */ a(Loading, {});
	const available = Math.max(0, p.stock - inCart);
	const soldOut = p.stock <= 0;
	const stockText = soldOut ? t("product.outOfStock") : p.stock <= LOW_STOCK ? t("product.lowStock", { count: p.stock }) : t("product.inStock");
	return /* @__PURE__ */ a("div", {
		class: "page page-product",
		children: [/* @__PURE__ */ a("div", {
			class: "container",
			children: [
				/* @__PURE__ */ a("nav", {
					class: "breadcrumbs",
					"aria-label": t("nav.breadcrumbs"),
					children: [
						/* @__PURE__ */ a("a", {
							href: "/",
							children: t("nav.home")
						}),
						/* @__PURE__ */ a("span", {
							"aria-hidden": "true",
							children: "/"
						}),
						/* @__PURE__ */ a("a", {
							href: "/products",
							children: t("nav.shop")
						}),
						p.category ? /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("span", {
							"aria-hidden": "true",
							children: "/"
						}), /* @__PURE__ */ a("a", {
							href: `/products?categoryId=${p.category.id}`,
							children: localized(p.category.name, lang)
						})] }) : null,
						/* @__PURE__ */ a("span", {
							"aria-hidden": "true",
							children: "/"
						}),
						/* @__PURE__ */ a("span", {
							"aria-current": "page",
							children: name
						})
					]
				}),
				/* @__PURE__ */ a("div", {
					class: "product-layout",
					children: [/* @__PURE__ */ a(Gallery, {
						product: p,
						name
					}), /* @__PURE__ */ a("div", {
						class: "product-info",
						children: [
							p.category ? /* @__PURE__ */ a("a", {
								class: "product-cat",
								href: `/products?categoryId=${p.category.id}`,
								children: localized(p.category.name, lang)
							}) : null,
							/* @__PURE__ */ a("h1", {
								class: "page-title product-title",
								children: name
							}),
							p.ratingCount > 0 ? /* @__PURE__ */ a("a", {
								href: "#reviews-title",
								class: "rating-link",
								children: /* @__PURE__ */ a(Stars, {
									value: p.ratingAverage,
									count: p.ratingCount
								})
							}) : null,
							/* @__PURE__ */ a(Price, {
								price: p.price,
								finalPrice: p.finalPrice,
								discount: p.isDiscounted ? p.discountValue : null,
								size: "lg"
							}),
							/* @__PURE__ */ a("p", {
								class: "muted vat-note",
								children: t("product.vatIncluded")
							}),
							/* @__PURE__ */ a("p", {
								class: `stock ${soldOut ? "stock-out" : p.stock <= LOW_STOCK ? "stock-low" : "stock-in"}`,
								children: stockText
							}),
							/* @__PURE__ */ a("div", {
								class: "buy-row",
								children: [/* @__PURE__ */ a(QuantityStepper, {
									value: qty,
									max: Math.max(1, available),
									label: t("product.quantity"),
									onChange: (d) => setQty((q) => Math.min(Math.max(1, q + d), Math.max(1, available)))
								}), /* @__PURE__ */ a("button", {
									type: "button",
									class: "btn btn-primary btn-lg buy-btn",
									disabled: soldOut || available <= 0,
									onClick: () => addItem(p, Math.min(qty, available)),
									children: [/* @__PURE__ */ a(CartIcon, { size: 20 }), t("product.addToCart")]
								})]
							}),
							inCart > 0 ? /* @__PURE__ */ a("p", {
								class: "in-cart",
								children: [
									/* @__PURE__ */ a(CheckIcon, { size: 16 }),
									" ",
									t("product.inCart", { count: inCart }),
									" ",
									/* @__PURE__ */ a("a", {
										href: "/cart",
										children: t("product.viewCart")
									})
								]
							}) : null,
							/* @__PURE__ */ a("p", {
								class: "delivery-note",
								children: [
									/* @__PURE__ */ a(TruckIcon, { size: 18 }),
									" ",
									t("product.deliveryNote")
								]
							}),
							/* @__PURE__ */ a("h2", {
								class: "sub-title",
								children: t("product.description")
							}),
							/* @__PURE__ */ a("p", {
								class: "product-desc",
								children: localized(p.description, lang)
							}),
							/* @__PURE__ */ a("dl", {
								class: "specs",
								children: [
									p.weight ? /* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("product.weight") }), /* @__PURE__ */ a("dd", { children: t("product.grams", { count: formatNumber(p.weight, lang) }) })] }) : null,
									p.category ? /* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("listing.category") }), /* @__PURE__ */ a("dd", { children: localized(p.category.name, lang) })] }) : null,
									/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("dt", { children: t("product.sku") }), /* @__PURE__ */ a("dd", {
										dir: "ltr",
										children: ["WRD-", String(p.id).padStart(5, "0")]
									})] })
								]
							})
						]
					})]
				}),
				/* @__PURE__ */ a(Reviews, { product: p })
			]
		}), /* @__PURE__ */ a(ProductRail, {
			id: "related",
			title: t("product.related"),
			products: related.data
		})]
	});
}
export { ProductDetails as default, productJsonLd };
