// `npm run bench`: prints the figures of the speed goals. Not a test: nothing here fails on a slow machine.
import { replayBench } from './replay.bench';
import { commandsBench } from './commands.bench';
import { stockSearchBench } from './stock-search.bench';
import { receiptTotalsBench } from './receipt-totals.bench';

const only = process.argv[2];
if (!only || only === 'replay') await replayBench();
if (!only || only === 'commands') await commandsBench();
if (!only || only === 'receipt-totals') await receiptTotalsBench();
if (!only || only === 'stock-search') await stockSearchBench();
