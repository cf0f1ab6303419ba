import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Plugin } from 'vite';

/** Hashed build output: its name changes with its content, so browsers keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, the service worker, version.json, the manifest): asked again each time. */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a path served from the build (docs/deployment.md, "Caching"). */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * The prerendered page of a path, when the build has one: `/auth` → `/auth/index.html`. Paths
 * with a file extension, and paths without a page, are left to the server (files, then the
 * index.html fallback).
 */
export function prerenderedFile(pathname: string, exists: (file: string) => boolean): string | null {
  if (pathname === '/' || /\.[a-z0-9]+$/i.test(pathname)) return null;
  const clean = normalize(decodeURIComponent(pathname)).replace(/\/+$/, '');
  if (clean.includes('..')) return null;
  const file = `${clean}/index.html`;
  return exists(file) ? file : null;
}

/**
 * `vite preview` as a deployment serves the build: each prerendered page at its path, and the
 * caching of docs/deployment.md (Vite's own static server says no-cache for everything).
 */
export function staticServing(outDir: string): Plugin {
  const exists = (file: string) => {
    const path = join(outDir, file);
    return existsSync(path) && statSync(path).isFile();
  };
  return {
    name: 'cx-static-serving',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const cacheControl = cacheControlFor(url.pathname);
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? cacheControl : value);
        res.setHeader('Cache-Control', cacheControl);
        const page = req.method === 'GET' || req.method === 'HEAD' ? prerenderedFile(url.pathname, exists) : null;
        if (page) req.url = `${page}${url.search}`;
        next();
      });
    },
  };
}
