import { g as string, p as object } from "./Field-CRZTFpPr.js";
import { c as text, o as password, s as phone, t as email } from "./rules-XQ03DDf6.js";
// ../shared/src/validation/auth.ts
var loginSchema = object({
	email: email(),
	password: string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(128)
});
var registerSchema = object({
	name: text(2, 100),
	email: email(),
	phone: phone().optional().nullable(),
	password: password(8),
	confirmPassword: string().optional()
}).refine((v) => v.confirmPassword === void 0 || v.confirmPassword === v.password, {
	error: "validation.passwordsMatch",
	path: ["confirmPassword"]
});
var forgotPasswordSchema = object({ email: email() });
var resetCode = () => string({ error: "validation.required" }).trim().regex(/^\d{6}$/, { error: "validation.codeFormat" });
/** Body names as SPEC.md §7 gives them (PascalCase). */
var checkCodeSchema = object({
	Email: email(),
	Token: resetCode()
});
var resetPasswordSchema = object({
	Email: email(),
	Token: resetCode(),
	NewPassword: password(8),
	ConfirmPassword: string().optional()
}).refine((v) => v.ConfirmPassword === void 0 || v.ConfirmPassword === v.NewPassword, {
	error: "validation.passwordsMatch",
	path: ["ConfirmPassword"]
});
var changePasswordSchema = object({
	currentPassword: string({ error: "validation.required" }).min(1, { error: "validation.required" }),
	newPassword: password(8),
	confirmPassword: string().optional()
}).refine((v) => v.confirmPassword === void 0 || v.confirmPassword === v.newPassword, {
	error: "validation.passwordsMatch",
	path: ["confirmPassword"]
});
export { registerSchema as a, loginSchema as i, checkCodeSchema as n, resetPasswordSchema as o, forgotPasswordSchema as r, changePasswordSchema as t };
