/**
 * @module checker
 * `kiosk check`: a template checker for Squarespace-style template folders. Runs every rule of rules/ over
 * the folder's JSON-T files (through the engine's compiler and syntax tree) and its .conf files, and reports
 * offenses as text or JSON.
 */
export { checkTemplateFolder, type CheckOptions, type CheckResult } from './run-check';
export { RULES } from './rules';
export type { Rule, CheckContext, Reporter } from './rule';
export { SEVERITIES, SEVERITY_RANK, type Offense, type Severity, type Position } from './offense';
export { textReport } from './report/text-report';
export { jsonReport, JSON_REPORT_VERSION, type JsonReport } from './report/json-report';
export { readFixtureContexts } from './fixture-contexts';
export { sitePageContexts } from './content-contexts';
