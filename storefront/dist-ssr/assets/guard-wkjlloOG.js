import { P as $, S as Loading, j as useAuth } from "../entry-server.js";
import { P as A, t as a, z as $$1 } from "./jsxRuntime-De6QBBm-.js";
// src/lib/guard.tsx
/**
* Renders its children for a signed-in user that passes `allow`; anyone else is sent to
* /account (history replaced, SPEC.md §2/§6) with a way back. While the auth state loads it waits.
*/
function RequireAuth({ allow = (u) => u.isCustomer, next, children }) {
	const { status, user } = useAuth();
	const ok = status === "authenticated" && !!user && allow(user);
	A(() => {
		if (status === "loading" || ok) return;
		const back = next ?? (typeof location !== "undefined" ? location.pathname + location.search : "/");
		$(`/account?next=${encodeURIComponent(back)}`, true);
	}, [status, ok]);
	if (!ok) return /* @__PURE__ */ a(Loading, {});
	return /* @__PURE__ */ a($$1, { children });
}
export { RequireAuth as t };
