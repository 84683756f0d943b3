import type { BrowserContext, Page } from '@playwright/test';

export interface FirstScreen {
  id: string;
  name: string;
  path: string;
  guest?: boolean;
  ready(page: Page): Promise<void>;
}
export const FIRST_SCREENS: FirstScreen[];
export function giveGuestSession(context: BrowserContext, baseURL: string): Promise<void>;
export interface ScriptTotals {
  js: number;
  jsFiles: number;
  css: number;
  files: { url: string; type: 'js' | 'css'; size: number }[];
}
export function watchScripts(page: Page): { total(time?: number): Promise<ScriptTotals> };
