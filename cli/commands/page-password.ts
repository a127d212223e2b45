/** `kiosk page-password hash`: the scrypt hash of a lock's password, for a page file's or website.json's `access`. */
import { text } from 'node:stream/consumers';
import { hashPagePassword } from '../../server';
import { parseCommandArgs, UsageError, type Command } from '../command';

export const pagePasswordCommand: Command = {
  name: 'page-password',
  help: `Usage: kiosk page-password hash < file

Reads a password from standard input (its first line; type it and press Ctrl-D, or pipe it in, so it stays out
of the shell's history) and prints its scrypt hash. Put the hash in content, never the password:

  "access": { "password": { "scrypt": "<hash>" } }

Options:
  -h, --help   show this help`,
  async run(args) {
    const { positionals } = parseCommandArgs(args, {}, true);
    if (positionals.length !== 1 || positionals[0] !== 'hash') throw new UsageError('expected: kiosk page-password hash');
    const password = (await text(process.stdin)).split(/\r?\n/)[0];
    if (!password) throw new UsageError('no password on standard input');
    console.log(await hashPagePassword(password));
    return 0;
  },
};
