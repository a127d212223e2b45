/** Reads the form definition a button carries in `data-form` (islands-markup.md); undefined when absent or broken. */
import * as z from 'zod/mini';
import { FormDefinition } from '../../schemas/forms';

export function parseFormDefinition(json: string | undefined): FormDefinition | undefined {
  if (!json) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return undefined;
  }
  const parsed = z.safeParse(FormDefinition, data);
  return parsed.success ? parsed.data : undefined;
}
