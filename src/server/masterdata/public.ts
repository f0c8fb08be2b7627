// What other areas may use of master data (products, accounts): the engine checks a document's accounts and
// products, the till and the offline download show prices, the e-document area keeps an account's e-invoice check.
export { checkAccountProducts } from './account-product-check';
export { checkModelLines } from './model-line-check';
export { MASTERDATA_WRITE_ROLES } from './create';
export { einvoiceCheckJson, type EinvoiceCheck } from './einvoice-check';
export { AT_CRITICAL_STOCK } from './products-search';
export { decimalString } from './views';
export { variantChoicesJson } from './variants/values-json';
export { lockCodes } from './code-lock';
export { searchKeys } from './products-checks';
// the shared catalogue draws cards from its entries: the same generated codes, and the search's reading of what is typed
export { GENERATED_PRODUCT_PREFIX } from './create';
export { highestProductCodeNumber } from './queries';
export { searchArgs } from './products-search';
// the shop's dealer reads its own account's statement as the panel shows it
export { accountStatement, statementQuery } from './statement';
// the data transfer service writes the cards a file holds with the same columns as the card form
export { productValues } from './products-checks';
// Mikro's read-back changes a card's name or price through the editors' own path (checks, versions)
export { changeProductCard } from './product-update';
export { changeAccountCard } from './account-update';
// the marketplace makes the customer card of an order's new customer as POST /accounts does, under its own code prefix
export { createAccount } from './create';
export { highestAccountCodeNumber } from './queries';
