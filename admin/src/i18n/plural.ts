/**
 * Arabic plurals for Polyglot, whose Arabic rule picks one of six forms by count:
 * 0, 1, 2, 3–10, 11–99, and 100 and above (zero, one, two, few, many, other).
 */
export const plural = (zero: string, one: string, two: string, few: string, many: string, other: string) =>
  [zero, one, two, few, many, other].join(' |||| ');

/**
 * A resource name. react-admin asks for count 1 (singular) and count 2 meaning "plural" (list
 * titles, menus), so the dual slot holds the plural too.
 */
export const resourceName = (one: string, many: string) => plural(many, one, many, many, many, many);
