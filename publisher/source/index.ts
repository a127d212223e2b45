/** The site's source files as the CLI reads them: JSON and text with problems reported as `file:line:column: message`. */
export { formatTemplateError, parseJsonText, readJsonFile, readText, SourceFileError, type JsonObject } from './read-json';
export { ParsedFiles } from './parsed-files';
