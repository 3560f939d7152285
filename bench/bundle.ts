import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One entry of Vite's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface LoadedFile {
  file: string;
  bytes: number;
  gzip: number;
}

export interface RouteBundle {
  js: LoadedFile[];
  css: LoadedFile[];
  jsGzip: number;
  cssGzip: number;
}

export const LOGIN_PAGE = 'src/pages/LoginPage.tsx';
/** Gzip JS /auth/login may load before it is usable (issue 10); CI fails above it (bench/budget.ts). */
export const LOGIN_BUDGET = 170_000;
/** The published portal's home, its sign-in card included (issue 9). */
export const PORTAL_BUDGET = 120_000;
/** The builder app's page, and the published portal's (its own bundle: client/portal.html). */
export const BUILDER_ENTRY = 'index.html';
export const PORTAL_ENTRY = 'portal.html';

/**
 * What a browser fetches before `route` is usable: the entry chunk and its static imports (what
 * index.html preloads), then the route's lazy chunk and its static imports. Dynamic imports are
 * not followed — they load later, when something asks for them.
 */
export function routeBundle(outDir: string, route: string | null, entry = BUILDER_ENTRY): RouteBundle {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  if (!manifest[entry]?.isEntry) throw new Error(`The manifest has no entry ${entry}.`);
  if (route && !manifest[route]) throw new Error(`The manifest has no chunk for ${route}: is it still a lazy route?`);
  const keys = new Set<string>();
  const walk = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const child of manifest[key]!.imports ?? []) walk(child);
  };
  walk(entry);
  if (route) walk(route);
  const measure = (file: string): LoadedFile => {
    const body = fs.readFileSync(path.join(outDir, file));
    return { file, bytes: body.length, gzip: zlib.gzipSync(body).length };
  };
  const js = [...keys].map((key) => measure(manifest[key]!.file)).sort((a, b) => b.gzip - a.gzip);
  const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))].map(measure);
  return { js, css, jsGzip: sum(js), cssGzip: sum(css) };
}

const sum = (files: LoadedFile[]) => files.reduce((total, f) => total + f.gzip, 0);

/** Issue 13: a published page, with the blocks it shows, loads at most this much JS (gzip) before it is usable. */
export const PAGE_JS_TARGET = 150_000;

/**
 * What a published page of every block kind loads: the portal entry and its imports, and every chunk
 * of the portal app's block renderers (client/src/portal-site/blocks/, lazy or not) with theirs.
 */
export function pageBundle(outDir: string): RouteBundle {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const keys = new Set<string>();
  const walk = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const child of manifest[key]!.imports ?? []) walk(child);
  };
  walk(PORTAL_ENTRY);
  for (const [key, chunk] of Object.entries(manifest)) if ((chunk.src ?? key).includes('src/portal-site/')) walk(key);
  const measure = (file: string): LoadedFile => {
    const body = fs.readFileSync(path.join(outDir, file));
    return { file, bytes: body.length, gzip: zlib.gzipSync(body).length };
  };
  const js = [...keys].map((key) => measure(manifest[key]!.file)).sort((a, b) => b.gzip - a.gzip);
  const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))].map(measure);
  return { js, css, jsGzip: sum(js), cssGzip: sum(css) };
}
