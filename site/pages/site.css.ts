// /site.css: the template's stylesheets, joined in template.conf order.
/// <reference types="astro/client" />
import type { APIRoute } from 'astro';
import { loadSite, isShellBuild } from '../../publisher';

// Under `kiosk build` the publisher writes it (publisher/build/).
export const GET: APIRoute = () =>
  new Response(isShellBuild() ? '' : loadSite({ fresh: import.meta.env.DEV }).stylesheet(), {
    headers: { 'Content-Type': 'text/css; charset=utf-8' },
  });
