// Types of scripts/browser.js for the browser test.
import type { Browser, Page } from 'puppeteer-core';

import type { Sandbox } from '../sandbox';
import type { N8nInstance } from './n8n-instance';

/** The size of the screenshots and the video. */
export const VIEWPORT: Readonly<{ width: number; height: number }>;

/** Installs Debian's chromium and ffmpeg when missing (root); returns at once when present. */
export function ensureBrowser(options?: { log?: (line: string) => void }): Promise<{ chromium: string; ffmpeg: string; ffprobe: string }>;

export interface Editor {
	sandbox: Sandbox;
	n8n: N8nInstance;
	/** The package as installed in n8n's user folder. */
	pkg: { name: string; version: string; dir: string };
	browser: Browser;
	/** A tab with the owner's session cookie set. */
	page: Page;
	/** n8n's own routes (`/rest…`) as the owner; resolves with the answer's `data`. */
	rest<T = unknown>(route: string, method?: string, body?: unknown): Promise<T>;
	userFolder: string;
	/** Closes the browser, stops n8n and the sandbox, removes the user folder. */
	stop(): Promise<void>;
}

/** The demo (sandbox with demo data, n8n with the package, credentials, examples and owner) in a fresh user folder, and Chromium logged in as the owner. */
export function openEditor(options?: { log?: (line: string) => void }): Promise<Editor>;

/** The CSS selector of the canvas node named `name`. */
export function canvasNode(name: string): string;

/** Opens stored workflow `id` on the canvas (`url`: n8n's). */
export function openWorkflow(page: Page, url: string, id: string): Promise<void>;

/** Double-clicks the canvas node `name`; resolves once its panel's parameters show. */
export function openPanel(page: Page, name: string): Promise<void>;

/** Closes the open node panel. */
export function closePanel(page: Page): Promise<void>;

/** Opens stored credential `id`'s dialog; resolves once its fields show. */
export function openCredential(page: Page, url: string, id: string): Promise<void>;
