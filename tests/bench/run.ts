// `npm run bench`: prints the figures of the speed goals. Not a test: nothing here fails on a slow machine.
import { replayBench } from './replay.bench';
import { commandsBench } from './commands.bench';

const only = process.argv[2];
if (!only || only === 'replay') await replayBench();
if (!only || only === 'commands') await commandsBench();
