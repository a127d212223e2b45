/**
 * What one differential case is (a template with its data, run at a fixed clock) and what an engine
 * made of it. Plain data, so cases cross a worker boundary and are written to regression files as they are.
 */

/** 2024-03-10 06:30:00 UTC: a Sunday, hours before New York's switch to daylight time. */
export const FIXED_NOW = Date.UTC(2024, 2, 10, 6, 30, 0);
/** The process time zone of every run (the templates' zone comes from `website.timeZone`). */
export const PROCESS_TIME_ZONE = 'UTC';

export interface DiffCase {
  template: string;
  json: unknown;
  partials?: Record<string, string>;
  /** path → JSON text, as Kiosk's `execute` takes them */
  injects?: Record<string, string>;
  locale: string;
  now: number;
}

export interface Outcome {
  output: string;
  /** errors that stop a template from publishing (Kiosk warnings excluded) */
  compileErrors: string[];
  renderErrors: string[];
  /** set when the engine threw, or (Kiosk) caught its own bug as an `internal` error */
  threw?: string;
}
