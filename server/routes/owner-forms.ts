// The owner's site-form routes (schemas/contract/owner-forms.ts), behind the owner API key: the forms, a page of
// submissions, and the export, streamed to the client a batch of rows at a time.
import { OWNER_FORMS_API } from '../../schemas/contract/owner-forms';
import { fileRoute, route, type Route } from '../contract/mount';
import type { SubmissionExport } from '../forms/owner-forms-service';
import type { RouteDeps } from './route-deps';

/** The export's text as a byte stream, pulled as the client reads: a slow client holds back the next batch. */
function streamOf(download: SubmissionExport): ReadableStream<Uint8Array> {
  const chunks = download.chunks();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

export function ownerFormRoutes({ ownerForms }: RouteDeps): Route[] {
  return [
    route(OWNER_FORMS_API.list, async () => ownerForms.list()),
    route(OWNER_FORMS_API.submissions, async (_c, { params, query }) => ownerForms.submissions(params.formId, query)),
    fileRoute(OWNER_FORMS_API.export, async (_c, { params, query }) => {
      const download = ownerForms.export(params.formId, query.format);
      return new Response(streamOf(download), {
        status: 200,
        headers: {
          'Content-Type': download.contentType,
          'Content-Disposition': `attachment; filename="${download.filename}"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }),
  ];
}
