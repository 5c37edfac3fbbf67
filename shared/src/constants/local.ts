/**
 * Header of every API answer of the local runtime: the product clock in epoch milliseconds. The
 * local clock can be moved ahead (`POST /_local/clock`); the SPA follows it through this header.
 *
 * @example
 * res.headers.get(PRODUCT_NOW_HEADER) // '1798671600000'
 */
export const PRODUCT_NOW_HEADER = 'X-Outreach-Now';
