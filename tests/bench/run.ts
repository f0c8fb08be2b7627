// `npm run bench`: prints the figures of the speed goals. Not a test: nothing here fails on a slow machine.
import { replayBench } from './replay.bench';
import { commandsBench } from './commands.bench';
import { stockSearchBench } from './stock-search.bench';
import { receiptTotalsBench } from './receipt-totals.bench';
import { posCatalogueBench } from './pos-catalogue.bench';
import { posScanBench } from './pos-scan.bench';
import { cashStatementBench } from './cash-statement.bench';
import { stockValuationBench } from './stock-valuation.bench';
import { readerSearchBench } from './reader-search.bench';
import { libraryScanBench } from './library-scan.bench';
import { ublInvoiceBench } from './ubl-invoice.bench';
import { reportsLargeBench } from './reports-large.bench';
import { campaignsBench } from './campaigns.bench';

const only = process.argv[2];
if (!only || only === 'replay') await replayBench();
if (!only || only === 'commands') await commandsBench();
if (!only || only === 'receipt-totals') await receiptTotalsBench();
if (!only || only === 'stock-search') await stockSearchBench();
if (!only || only === 'pos-catalogue') await posCatalogueBench();
if (!only || only === 'pos-scan') await posScanBench();
if (!only || only === 'cash-statement') await cashStatementBench();
if (!only || only === 'stock-valuation') await stockValuationBench();
if (!only || only === 'reader-search') await readerSearchBench();
if (!only || only === 'library-scan') await libraryScanBench();
if (!only || only === 'ubl-invoice') await ublInvoiceBench();
if (!only || only === 'reports-large') await reportsLargeBench();
if (!only || only === 'campaigns') await campaignsBench();
