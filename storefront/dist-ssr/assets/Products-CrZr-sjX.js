import { D as PRICE_RANGES, I as T, O as PRODUCT_SORTS, P as A, R as d, f as useLanguage, r as localized, s as useT, t as a, w as LISTING_PAGE_SIZES, z as $ } from "./jsxRuntime-De6QBBm-.js";
import { C as Tooltip, P as $$1, _ as ProductCard, a as apiQuery, b as EmptyState, c as parseListing, h as useHead, i as DEFAULT_LISTING, l as productsKey, o as listingQuery, p as useQuery, u as quickRangeIndex, w as Dialog, x as ErrorState, y as CardSkeletons } from "../entry-server.js";
import { r as catalog } from "./endpoints-BcDGtITX.js";
import { A as SearchIcon, c as CloseIcon, g as GridIcon, p as FilterIcon, y as ListIcon } from "./Icons-Bd2_PXmW.js";
import { t as Pagination } from "./Pagination-CugzQHKz.js";
import { n as formatMoney, r as formatNumber } from "./format-BBTMx1eW.js";
// src/pages/Products.tsx
var SEARCH_DEBOUNCE_MS = 350;
function rangeLabel(t, lang, r) {
	const whole = (n) => Number.isInteger(n) ? 0 : 2;
	if (r.min === void 0 && r.max !== void 0) return t("listing.under", { amount: formatMoney(r.max, lang, whole(r.max)) });
	if (r.min !== void 0 && r.max === void 0) return t("listing.over", { amount: formatMoney(r.min, lang, whole(r.min)) });
	return t("listing.between", {
		min: formatNumber(r.min ?? 0, lang, whole(r.min ?? 0)),
		max: formatMoney(r.max ?? 0, lang, whole(r.max ?? 0))
	});
}
function Filters({ state, categories, update, idPrefix }) {
	const t = useT();
	const lang = useLanguage();
	const [min, setMin] = d(state.minPrice?.toString() ?? "");
	const [max, setMax] = d(state.maxPrice?.toString() ?? "");
	A(() => {
		setMin(state.minPrice?.toString() ?? "");
		setMax(state.maxPrice?.toString() ?? "");
	}, [state.minPrice, state.maxPrice]);
	const quick = quickRangeIndex(state.minPrice, state.maxPrice);
	const applyCustom = (e) => {
		e.preventDefault();
		const lo = min.trim() === "" ? null : Math.max(0, Number(min));
		const hi = max.trim() === "" ? null : Math.max(0, Number(max));
		if (lo !== null && !Number.isFinite(lo) || hi !== null && !Number.isFinite(hi)) return;
		const [a, b] = lo !== null && hi !== null && lo > hi ? [hi, lo] : [lo, hi];
		update({
			minPrice: a,
			maxPrice: b
		});
	};
	return /* @__PURE__ */ a("div", {
		class: "filters",
		children: [
			/* @__PURE__ */ a("fieldset", {
				class: "filter-group",
				children: [
					/* @__PURE__ */ a("legend", { children: t("listing.category") }),
					/* @__PURE__ */ a("label", {
						class: "choice",
						children: [/* @__PURE__ */ a("input", {
							type: "radio",
							name: `${idPrefix}-cat`,
							checked: state.categoryId === null,
							onChange: () => update({ categoryId: null })
						}), /* @__PURE__ */ a("span", { children: t("listing.allCategories") })]
					}),
					(categories ?? []).map((c) => /* @__PURE__ */ a("label", {
						class: "choice",
						children: [
							/* @__PURE__ */ a("input", {
								type: "radio",
								name: `${idPrefix}-cat`,
								checked: state.categoryId === c.id,
								onChange: () => update({ categoryId: c.id })
							}),
							/* @__PURE__ */ a("span", { children: localized(c.name, lang) }),
							/* @__PURE__ */ a("span", {
								class: "choice-count",
								children: formatNumber(c.productsCount, lang)
							})
						]
					}))
				]
			}),
			/* @__PURE__ */ a("fieldset", {
				class: "filter-group",
				children: [
					/* @__PURE__ */ a("legend", { children: t("listing.price") }),
					/* @__PURE__ */ a("label", {
						class: "choice",
						children: [/* @__PURE__ */ a("input", {
							type: "radio",
							name: `${idPrefix}-price`,
							checked: state.minPrice === null && state.maxPrice === null,
							onChange: () => update({
								minPrice: null,
								maxPrice: null
							})
						}), /* @__PURE__ */ a("span", { children: t("listing.anyPrice") })]
					}),
					PRICE_RANGES.map((r, i) => /* @__PURE__ */ a("label", {
						class: "choice",
						children: [/* @__PURE__ */ a("input", {
							type: "radio",
							name: `${idPrefix}-price`,
							checked: quick === i,
							onChange: () => update({
								minPrice: r.min ?? null,
								maxPrice: r.max ?? null
							})
						}), /* @__PURE__ */ a("span", { children: rangeLabel(t, lang, r) })]
					})),
					/* @__PURE__ */ a("form", {
						class: "price-custom",
						onSubmit: applyCustom,
						children: [
							/* @__PURE__ */ a("label", { children: [/* @__PURE__ */ a("span", {
								class: "sr-only",
								children: t("listing.minPrice")
							}), /* @__PURE__ */ a("input", {
								type: "number",
								inputMode: "decimal",
								min: "0",
								placeholder: t("listing.min"),
								value: min,
								onInput: (e) => setMin(e.target.value)
							})] }),
							/* @__PURE__ */ a("span", {
								"aria-hidden": "true",
								children: "–"
							}),
							/* @__PURE__ */ a("label", { children: [/* @__PURE__ */ a("span", {
								class: "sr-only",
								children: t("listing.maxPrice")
							}), /* @__PURE__ */ a("input", {
								type: "number",
								inputMode: "decimal",
								min: "0",
								placeholder: t("listing.max"),
								value: max,
								onInput: (e) => setMax(e.target.value)
							})] }),
							/* @__PURE__ */ a("button", {
								type: "submit",
								class: "btn btn-outline btn-sm",
								children: t("listing.apply")
							})
						]
					})
				]
			}),
			/* @__PURE__ */ a("fieldset", {
				class: "filter-group",
				children: [
					/* @__PURE__ */ a("legend", { children: t("listing.more") }),
					/* @__PURE__ */ a("label", {
						class: "choice",
						children: [/* @__PURE__ */ a("input", {
							type: "checkbox",
							checked: state.inStock,
							onChange: (e) => update({ inStock: e.target.checked })
						}), /* @__PURE__ */ a("span", { children: t("listing.inStockOnly") })]
					}),
					/* @__PURE__ */ a("label", {
						class: "choice",
						children: [/* @__PURE__ */ a("input", {
							type: "checkbox",
							checked: state.discounted,
							onChange: (e) => update({ discounted: e.target.checked })
						}), /* @__PURE__ */ a("span", { children: t("listing.discountedOnly") })]
					}),
					/* @__PURE__ */ a("label", {
						class: "choice",
						children: [/* @__PURE__ */ a("input", {
							type: "checkbox",
							checked: state.featured,
							onChange: (e) => update({ featured: e.target.checked })
						}), /* @__PURE__ */ a("span", { children: t("listing.featuredOnly") })]
					})
				]
			})
		]
	});
}
/** SPEC.md §2 shop / products: search, sort, category and price filters, grid and list, pagination; all in the URL. */
function Products({ url, path }) {
	const t = useT();
	const lang = useLanguage();
	const base = path === "/shop" ? "/shop" : "/products";
	const search = url?.includes("?") ? url.slice(url.indexOf("?")) : typeof location !== "undefined" ? location.search : "";
	const state = parseListing(search);
	const [text, setText] = d(state.search);
	const [filtersOpen, setFiltersOpen] = d(false);
	const searchRef = T(null);
	const resultsRef = T(null);
	const categories = useQuery("/api/categories", catalog.categories, { staleMs: 12e4 });
	const key = productsKey(state);
	const list = useQuery(key, () => catalog.products(apiQuery(state)), { staleMs: 3e4 });
	const go = (next, replace = false) => $$1(`${base}${listingQuery(next)}`, replace);
	const update = (patch) => {
		go({
			...state,
			...patch,
			page: "page" in patch ? patch.page : 1
		});
	};
	A(() => {
		if (text.trim() === state.search.trim()) return;
		const timer = setTimeout(() => go({
			...state,
			search: text,
			page: 1
		}, true), SEARCH_DEBOUNCE_MS);
		return () => clearTimeout(timer);
	}, [text]);
	A(() => setText(state.search), [state.search]);
	A(() => {
		if (new URLSearchParams(search).get("focus") === "search") searchRef.current?.focus();
	}, []);
	const firstPage = T(state.page);
	A(() => {
		if (firstPage.current !== state.page) resultsRef.current?.scrollIntoView({ block: "start" });
		firstPage.current = state.page;
	}, [state.page]);
	const category = categories.data?.find((c) => c.id === state.categoryId);
	const heading = state.search ? t("listing.resultsFor", { query: state.search }) : category ? localized(category.name, lang) : t("listing.title");
	const total = list.data?.total ?? 0;
	const pages = list.data ? Math.max(1, Math.ceil(total / list.data.pageSize)) : 1;
	const canonicalState = {
		...DEFAULT_LISTING,
		categoryId: state.categoryId,
		page: state.page
	};
	useHead({
		title: heading,
		description: category ? localized(category.description, lang) : t("listing.metaDescription"),
		path: `/products${listingQuery(canonicalState)}`,
		noindex: !!state.search
	});
	const chips = [];
	if (state.search) chips.push({
		label: `“${state.search}”`,
		clear: { search: "" }
	});
	if (category) chips.push({
		label: localized(category.name, lang),
		clear: { categoryId: null }
	});
	if (state.minPrice !== null || state.maxPrice !== null) chips.push({
		label: rangeLabel(t, lang, {
			min: state.minPrice ?? void 0,
			max: state.maxPrice ?? void 0
		}),
		clear: {
			minPrice: null,
			maxPrice: null
		}
	});
	if (state.inStock) chips.push({
		label: t("listing.inStockOnly"),
		clear: { inStock: false }
	});
	if (state.discounted) chips.push({
		label: t("listing.discountedOnly"),
		clear: { discounted: false }
	});
	if (state.featured) chips.push({
		label: t("listing.featuredOnly"),
		clear: { featured: false }
	});
	const clearAll = () => {
		setText("");
		go({
			...DEFAULT_LISTING,
			sort: state.sort,
			pageSize: state.pageSize,
			view: state.view
		});
	};
	return /* @__PURE__ */ a("div", {
		class: "container page page-listing",
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
						"aria-current": category ? void 0 : "page",
						children: t("nav.shop")
					}),
					category ? /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("span", {
						"aria-hidden": "true",
						children: "/"
					}), /* @__PURE__ */ a("span", {
						"aria-current": "page",
						children: localized(category.name, lang)
					})] }) : null
				]
			}),
			/* @__PURE__ */ a("div", {
				class: "listing-head",
				children: [/* @__PURE__ */ a("h1", {
					class: "page-title",
					children: heading
				}), /* @__PURE__ */ a("p", {
					class: "listing-count",
					role: "status",
					"aria-live": "polite",
					children: list.data ? t("listing.count", { count: total }) : "\xA0"
				})]
			}),
			/* @__PURE__ */ a("div", {
				class: "listing-layout",
				children: [/* @__PURE__ */ a("aside", {
					class: "listing-aside only-desktop",
					"aria-label": t("listing.filters"),
					children: /* @__PURE__ */ a(Filters, {
						state,
						categories: categories.data,
						update,
						idPrefix: "side"
					})
				}), /* @__PURE__ */ a("div", {
					class: "listing-main",
					ref: resultsRef,
					children: [
						/* @__PURE__ */ a("div", {
							class: "toolbar",
							children: [/* @__PURE__ */ a("form", {
								class: "search-box",
								role: "search",
								onSubmit: (e) => {
									e.preventDefault();
									go({
										...state,
										search: text,
										page: 1
									});
								},
								children: [
									/* @__PURE__ */ a("label", {
										for: "listing-search",
										class: "sr-only",
										children: t("listing.search")
									}),
									/* @__PURE__ */ a(SearchIcon, { size: 18 }),
									/* @__PURE__ */ a("input", {
										id: "listing-search",
										ref: searchRef,
										type: "search",
										enterKeyHint: "search",
										placeholder: t("listing.searchPlaceholder"),
										value: text,
										maxLength: 100,
										onInput: (e) => setText(e.target.value)
									})
								]
							}), /* @__PURE__ */ a("div", {
								class: "toolbar-controls",
								children: [
									/* @__PURE__ */ a("button", {
										type: "button",
										class: "btn btn-outline btn-sm only-mobile",
										onClick: () => setFiltersOpen(true),
										"aria-haspopup": "dialog",
										children: [
											/* @__PURE__ */ a(FilterIcon, { size: 16 }),
											t("listing.filters"),
											chips.length ? /* @__PURE__ */ a("span", {
												class: "count-pill",
												children: chips.length
											}) : null
										]
									}),
									/* @__PURE__ */ a("label", {
										class: "select-label",
										children: [/* @__PURE__ */ a("span", { children: t("listing.sort") }), /* @__PURE__ */ a("select", {
											value: state.sort,
											onChange: (e) => update({ sort: e.target.value }),
											children: PRODUCT_SORTS.map((s) => /* @__PURE__ */ a("option", {
												value: s,
												children: t(`sort.${s}`)
											}))
										})]
									}),
									/* @__PURE__ */ a("label", {
										class: "select-label",
										children: [/* @__PURE__ */ a("span", { children: t("listing.perPage") }), /* @__PURE__ */ a("select", {
											value: String(state.pageSize),
											onChange: (e) => update({ pageSize: Number(e.target.value) }),
											children: LISTING_PAGE_SIZES.map((n) => /* @__PURE__ */ a("option", {
												value: String(n),
												children: n
											}))
										})]
									}),
									/* @__PURE__ */ a("div", {
										class: "view-toggle",
										role: "group",
										"aria-label": t("listing.view"),
										children: [/* @__PURE__ */ a(Tooltip, {
											text: t("listing.grid"),
											children: /* @__PURE__ */ a("button", {
												type: "button",
												class: "icon-btn",
												"aria-label": t("listing.grid"),
												"aria-pressed": state.view === "grid",
												onClick: () => go({
													...state,
													view: "grid"
												}, true),
												children: /* @__PURE__ */ a(GridIcon, { size: 20 })
											})
										}), /* @__PURE__ */ a(Tooltip, {
											text: t("listing.list"),
											children: /* @__PURE__ */ a("button", {
												type: "button",
												class: "icon-btn",
												"aria-label": t("listing.list"),
												"aria-pressed": state.view === "list",
												onClick: () => go({
													...state,
													view: "list"
												}, true),
												children: /* @__PURE__ */ a(ListIcon, { size: 20 })
											})
										})]
									})
								]
							})]
						}),
						chips.length ? /* @__PURE__ */ a("ul", {
							class: "chips",
							"aria-label": t("listing.activeFilters"),
							children: [chips.map((c) => /* @__PURE__ */ a("li", { children: /* @__PURE__ */ a("button", {
								type: "button",
								class: "chip",
								onClick: () => update(c.clear),
								"aria-label": t("listing.removeFilter", { name: c.label }),
								children: [c.label, /* @__PURE__ */ a(CloseIcon, { size: 14 })]
							}) })), /* @__PURE__ */ a("li", { children: /* @__PURE__ */ a("button", {
								type: "button",
								class: "link-btn",
								onClick: clearAll,
								children: t("listing.clearAll")
							}) })]
						}) : null,
						list.error && !list.data ? /* @__PURE__ */ a(ErrorState, {
							message: list.error.message,
							onRetry: list.reload
						}) : list.data && list.data.items.length === 0 ? /* @__PURE__ */ a(EmptyState, {
							title: t("listing.empty"),
							text: t("listing.emptyText"),
							children: /* @__PURE__ */ a("button", {
								type: "button",
								class: "btn btn-primary",
								onClick: clearAll,
								children: t("listing.clearAll")
							})
						}) : /* @__PURE__ */ a("div", {
							class: `product-${state.view}`,
							"aria-busy": list.loading ? "true" : void 0,
							children: list.data ? list.data.items.map((p, i) => /* @__PURE__ */ a(ProductCard, {
								product: p,
								view: state.view,
								priority: i === 0
							}, p.id)) : /* @__PURE__ */ a(CardSkeletons, { count: 8 })
						}),
						list.data ? /* @__PURE__ */ a(Pagination, {
							page: state.page,
							pages,
							hrefFor: (p) => `${base}${listingQuery({
								...state,
								page: p
							})}`
						}) : null
					]
				})]
			}),
			/* @__PURE__ */ a(Dialog, {
				open: filtersOpen,
				onClose: () => setFiltersOpen(false),
				title: t("listing.filters"),
				variant: "sheet",
				closeLabel: t("common.close"),
				children: [/* @__PURE__ */ a(Filters, {
					state,
					categories: categories.data,
					update,
					idPrefix: "sheet"
				}), /* @__PURE__ */ a("div", {
					class: "dialog-actions",
					children: [/* @__PURE__ */ a("button", {
						type: "button",
						class: "btn btn-outline",
						onClick: clearAll,
						children: t("listing.clearAll")
					}), /* @__PURE__ */ a("button", {
						type: "button",
						class: "btn btn-primary",
						onClick: () => setFiltersOpen(false),
						children: t("listing.showResults", { count: total })
					})]
				})]
			})
		]
	});
}
export { Products as default };
