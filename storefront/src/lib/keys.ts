/** Cache keys of the product page's answers: the same on the server render and in the browser. */
export const productKey = (id: number) => `/api/products/${id}`;
export const relatedKey = (id: number) => `/api/products/${id}/related`;
export const reviewsKey = (id: number) => `/api/products/${id}/reviews?page=1`;
