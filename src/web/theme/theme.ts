import { Classes } from '@blueprintjs/core';
import { getCookie, setCookie } from '../cookies';

export const THEMES = ['light', 'dark', 'kum'] as const;
export type Theme = (typeof THEMES)[number];

export function currentTheme(): Theme {
  const v = getCookie('theme');
  return (THEMES as readonly string[]).includes(v ?? '') ? (v as Theme) : 'light';
}

/** light: Blueprint default; dark: Blueprint's dark class; kum: a warm sand palette (CSS variables in app.css). */
export function applyTheme(theme: Theme): void {
  const html = document.documentElement;
  html.dataset.theme = theme;
  html.classList.toggle('theme-kum', theme === 'kum');
  document.body.classList.toggle(Classes.DARK, theme === 'dark');
}

export function changeTheme(theme: Theme): void {
  setCookie('theme', theme);
  applyTheme(theme);
}
