/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (or a tab or
 * carriage return hiding one) as a formula, and one that splits on `;` or `|` (common in Arabic
 * locales) starts a new cell after each of them. So a formula start at the beginning of a cell, or
 * after any separator or line break inside it, gets a `'` in front (one more `'` where some are
 * there already, so that `unneutralise` gives back exactly what was written); the writers also quote
 * every text cell. Server exports and the back office's exports use these two functions only.
 */
const AT_START = /^('*[=+\-@\t\r])/;
const AFTER_SEPARATOR = /([,;|\t\r\n][ "]*)('*[=+\-@])/g;

export const neutralise = (cell: string): string => cell.replace(AT_START, "'$1").replace(AFTER_SEPARATOR, "$1'$2");

export const unneutralise = (cell: string): string =>
  cell.replace(/^'('*[=+\-@\t\r])/, '$1').replace(/([,;|\t\r\n][ "]*)'('*[=+\-@])/g, '$1$2');

/** One cell of CSV text: always quoted (inner quotes doubled), its formulas neutralised. */
export const csvTextCell = (value: string): string => `"${neutralise(value).replace(/"/g, '""')}"`;
