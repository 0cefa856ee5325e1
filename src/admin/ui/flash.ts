/**
 * What the last action said ("Activated teapot in project ci-1", or the control API's refusal)
 * travels to the next page in a short-lived cookie, never in the URL: a link cannot make the
 * dashboard show a text of someone else's choosing.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../http/env.js';
import { UI_BASE } from './layout.js';

export interface Flash {
  message: string;
  error: boolean;
}

const FLASH = 'sandbox_ui_flash';
const FLASH_MAX_CHARS = 500;

export function giveFlash(c: Context<AppEnv>, flash: Flash): void {
  const value = JSON.stringify({ ...flash, message: flash.message.slice(0, FLASH_MAX_CHARS) });
  setCookie(c, FLASH, value, { path: UI_BASE, httpOnly: true, sameSite: 'Strict', maxAge: 60 });
}

export function takeFlash(c: Context<AppEnv>): Flash | undefined {
  const value = getCookie(c, FLASH);
  if (value === undefined) return undefined;
  deleteCookie(c, FLASH, { path: UI_BASE });
  try {
    const parsed = JSON.parse(value) as { message?: unknown; error?: unknown };
    return typeof parsed.message === 'string' ? { message: parsed.message.slice(0, FLASH_MAX_CHARS), error: parsed.error === true } : undefined;
  } catch {
    return undefined;
  }
}
