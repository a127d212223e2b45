// The owner docs must say what the contract and the role table say about the newsletter's owner endpoints: each
// once in server/owner/README.md with its permission and exactly the roles that have it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_API } from '../../../schemas/contract/newsletter';
import { OWNER_ROLE_NAMES, roleMay, type OwnerPermission } from '../../../schemas/owner-roles';

const README = readFileSync(new URL('../../../server/owner/README.md', import.meta.url), 'utf8');
const OWNER_ENDPOINTS = Object.values(NEWSLETTER_API).filter((endpoint) => endpoint.auth === 'owner');

describe('server/owner/README.md on the newsletter', () => {
  it.each(OWNER_ENDPOINTS)('documents $method $path with its permission and roles', (endpoint) => {
    const row = README.split('\n').find((line) => line.startsWith(`| \`${endpoint.method} ${endpoint.path}\``));
    expect(row, `${endpoint.method} ${endpoint.path}`).toBeDefined();
    const cells = row!.split(/(?<!\\)\|/).map((cell) => cell.trim());
    const permission = endpoint.permission as OwnerPermission;
    expect(cells[3]).toBe(`\`${permission}\``);
    expect(cells[4].split(', ').sort()).toEqual(OWNER_ROLE_NAMES.filter((role) => roleMay(role, permission)).sort());
  });
});
