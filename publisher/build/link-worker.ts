/** The thread that links a rebuild's reused pages into the new folder (link-pages.ts), answering the missing ones. */
import { parentPort, workerData } from 'node:worker_threads';
import { linkPages, type PageLink } from './link-pages';

parentPort?.postMessage(linkPages(workerData as PageLink[]));
