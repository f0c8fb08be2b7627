/**
 * Who is shown every UBL the server builds (a document's, an answer's): the tests' servers check each against GİB's
 * XSD and schematron (boot's `onUbl`). The server itself sets none.
 */
const observers = new Set<(xml: string) => void>();

export function observeUbl(observer: (xml: string) => void): () => void {
  observers.add(observer);
  return () => void observers.delete(observer);
}

/** The UBL just built, shown to the observers and given back. */
export function builtUbl(xml: string): string {
  for (const observer of observers) observer(xml);
  return xml;
}
