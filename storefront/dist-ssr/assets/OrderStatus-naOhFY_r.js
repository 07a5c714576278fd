import { n as orderStatusLabel } from "./catalogue-x-TmefiT.js";
import { f as useLanguage, t as a } from "./jsxRuntime-De6QBBm-.js";
// src/components/OrderStatus.tsx
/** An order status as a coloured label (the catalogue's texts). */
function OrderStatusBadge({ status }) {
	const lang = useLanguage();
	return /* @__PURE__ */ a("span", {
		class: `status status-${status}`,
		children: orderStatusLabel(status, lang)
	});
}
export { OrderStatusBadge as t };
