import { checkXsd, schematronFailures, XmllintMissing, type GibFailure, type UblRoot } from './validator';

const ROOT = /<(?:[\w-]+:)?(Invoice|DespatchAdvice|ApplicationResponse|ReceiptAdvice)[\s>]/;

let xsdSkipped = false;

/**
 * What GİB says of a UBL-TR document: the XSD of its root, then the schematron (as an e-Arşiv invoice for ProfileID
 * EARSIVFATURA, else as an e-Fatura). Where xmllint is missing, the schematron alone, and the log says so once.
 */
export async function gibFailures(xml: string, log: (line: string) => void = console.warn): Promise<GibFailure[]> {
  const root = ROOT.exec(xml)?.[1] as UblRoot | undefined;
  if (!root) return [{ rule: 'XSD', message: 'The document is no UBL-TR Invoice, DespatchAdvice, ApplicationResponse or ReceiptAdvice.' }];
  let xsd: GibFailure[] = [];
  try {
    xsd = (await checkXsd(xml, root)).map((message) => ({ rule: 'XSD', message }));
  } catch (error) {
    if (!(error instanceof XmllintMissing)) throw error;
    if (!xsdSkipped) log(`Sandbox integrator: ${error.message}; the schematron still is.`);
    xsdSkipped = true;
  }
  const type = /<cbc:ProfileID>EARSIVFATURA<\/cbc:ProfileID>/.test(xml) ? 'earchive' : 'efatura';
  return [...xsd, ...schematronFailures(xml, type)];
}
