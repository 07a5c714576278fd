import { I as T, R as d, f as useLanguage, s as useT, t as a } from "./jsxRuntime-De6QBBm-.js";
import { o as ApiError, r as catalog } from "./endpoints-BcDGtITX.js";
import { a as validate, f as number, g as string, i as serverFieldErrors, n as FormError, p as object, r as focusFirstError, t as Field, u as boolean } from "./Field-CRZTFpPr.js";
import { r as toast } from "./toasts-MEQ58R_e.js";
import { P as StarIcon } from "./Icons-Bd2_PXmW.js";
import { t as number$1 } from "./coerce-gkdOy-Ui.js";
// ../shared/src/validation/reviews.ts
/** A product review (SPEC.md §5): rating 1-5 and a comment, both required; login required. */
var reviewSchema = object({
	rating: number({ error: "review.ratingRequired" }).int({ error: "review.ratingRange" }).min(1, { error: "review.ratingRequired" }).max(5, { error: "review.ratingRange" }),
	comment: string({ error: "review.commentRequired" }).trim().min(1, {
		error: "review.commentRequired",
		abort: true
	}).min(3, { error: "validation.minLength" }).max(2e3, { error: "validation.maxLength" }).regex(/^[^<>]*$/, { error: "validation.textOnly" })
});
object({
	page: number$1().int().min(1).max(1e4).default(1),
	pageSize: number$1().int().min(1).max(50).default(10)
});
object({ isHidden: boolean({ error: "validation.required" }) });
// src/components/ReviewForm.tsx
/** SPEC.md §5: rating and comment required, login required; the shared rules and messages. */
function ReviewForm({ productId, mine, onDone, onCancel }) {
	const t = useT();
	const lang = useLanguage();
	const [rating, setRating] = d(mine?.rating ?? 0);
	const [comment, setComment] = d(mine?.comment ?? "");
	const [errors, setErrors] = d({});
	const [formError, setFormError] = d(null);
	const [busy, setBusy] = d(false);
	const form = T(null);
	const submit = async (e) => {
		e.preventDefault();
		const checked = validate(reviewSchema, {
			rating,
			comment
		}, lang);
		if (!checked.ok) {
			setErrors(checked.errors);
			focusFirstError(form.current);
			return;
		}
		setBusy(true);
		setErrors({});
		setFormError(null);
		try {
			await catalog.writeReview(productId, checked.data);
			toast.success(mine ? "reviews.updated" : "reviews.saved");
			onDone();
		} catch (err) {
			setErrors(serverFieldErrors(err));
			setFormError(err instanceof ApiError && err.status === 401 ? t("reviews.mustLogIn") : err.message || t("reviews.failed"));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ a("form", {
		class: "review-form card",
		ref: form,
		onSubmit: submit,
		noValidate: true,
		children: [
			/* @__PURE__ */ a("h3", {
				class: "sub-title",
				children: mine ? t("reviews.editYours") : t("reviews.write")
			}),
			/* @__PURE__ */ a(FormError, { message: formError }),
			/* @__PURE__ */ a("fieldset", {
				class: `field rating-input${errors.rating ? " has-error" : ""}`,
				"aria-describedby": errors.rating ? "rating-error" : void 0,
				children: [
					/* @__PURE__ */ a("legend", {
						class: "field-label",
						children: t("reviews.rating")
					}),
					/* @__PURE__ */ a("div", {
						class: "rating-stars",
						children: [
							1,
							2,
							3,
							4,
							5
						].map((n) => /* @__PURE__ */ a("label", {
							class: `rating-star${n <= rating ? " is-on" : ""}`,
							children: [
								/* @__PURE__ */ a("input", {
									type: "radio",
									name: "rating",
									value: n,
									checked: rating === n,
									onChange: () => setRating(n),
									"aria-invalid": errors.rating ? "true" : void 0,
									class: "sr-only"
								}),
								/* @__PURE__ */ a(StarIcon, { size: 28 }),
								/* @__PURE__ */ a("span", {
									class: "sr-only",
									children: t("reviews.stars", { count: n })
								})
							]
						}))
					}),
					errors.rating ? /* @__PURE__ */ a("p", {
						id: "rating-error",
						class: "field-error",
						children: errors.rating
					}) : null
				]
			}),
			/* @__PURE__ */ a(Field, {
				label: t("reviews.comment"),
				value: comment,
				onValue: setComment,
				error: errors.comment,
				multiline: true,
				rows: 4,
				maxLength: 2e3
			}),
			/* @__PURE__ */ a("div", {
				class: "form-actions",
				children: [/* @__PURE__ */ a("button", {
					type: "submit",
					class: "btn btn-primary",
					disabled: busy,
					children: busy ? t("common.sending") : t("reviews.submit")
				}), /* @__PURE__ */ a("button", {
					type: "button",
					class: "btn btn-ghost",
					onClick: onCancel,
					children: t("common.cancel")
				})]
			})
		]
	});
}
export { ReviewForm };
