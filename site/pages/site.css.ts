// /site.css: the template's stylesheets, joined in template.conf order.
/// <reference types="astro/client" />
import type { APIRoute } from 'astro';
import { loadSite } from '../../publisher';

export const GET: APIRoute = () =>
  new Response(loadSite({ fresh: import.meta.env.DEV }).stylesheet(), {
    headers: { 'Content-Type': 'text/css; charset=utf-8' },
  });
