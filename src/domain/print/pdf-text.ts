/** Arabic letters (the Arabic block and its presentation forms). */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * A text as pdfkit should lay it out. pdfkit shapes Arabic and orders a run right to left through its font's layout,
 * but breaks a line into words first and loses the spaces between right-to-left words: an Arabic text keeps its words
 * together as one run (no-break spaces), so the layout orders them; any other text is left as it is.
 */
export const pdfRun = (text: string): string => (ARABIC.test(text) ? text.replace(/ /g, '\u00a0') : text);
