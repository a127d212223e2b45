/** `kiosk preview`: any Squarespace-style template folder served offline, with live reload and an error overlay (preview/README.md). */
export { startPreview, previewProblems, type RunningPreview, type StartPreviewOptions } from './start-preview';
export { Preview, type Change, type ChangedFile, type PreviewOptions } from './preview';
export { createPreviewApp } from './server';
export { ChangeEvents } from './events';
export { codeFrame, formatDiagnostic, type Diagnostic } from './diagnostics';
export { DEFAULT_CONTENT_DIR, DEFAULT_TEMPLATE_DIR } from './defaults';
