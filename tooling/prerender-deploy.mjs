#!/usr/bin/env node
/** `pnpm prerender`: renders the public pages of what deploy/remotes.json and the shell's build now make into
 *  deploy/prerendered/ (decision 0096), as every deploy and rollback does before it ends; for a deploying job that
 *  writes remotes.json itself. Nothing when they are already there. Exit 1 when a page could not be rendered. */
import { prerenderDeployed } from './local-portal.mjs';

const done = await prerenderDeployed();
if (!done || done.failed.length > 0) process.exit(1);
