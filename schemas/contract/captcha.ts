// The spam-protection endpoints: the proof-of-work challenge a captcha widget solves, and the "form opened" ticket
// that lets the server check a minimum time between a visitor starting on a form and sending it.
import { CAPTCHA_MESSAGES } from '../messages';
import { FormTicketResponse, ProofOfWorkChallenge } from '../captcha';
import { endpoint } from './endpoint';

export const CAPTCHA_API = {
  challenge: endpoint({
    id: 'issueCaptchaChallenge',
    method: 'GET',
    path: '/api/captcha/challenge',
    summary: 'A signed proof-of-work (ALTCHA) challenge, valid for a few minutes; its solution serves one submission.',
    response: ProofOfWorkChallenge,
    errors: { 404: CAPTCHA_MESSAGES.noChallenge },
    auth: 'none',
  }),

  formTicket: endpoint({
    id: 'issueFormTicket',
    method: 'GET',
    path: '/api/captcha/form-ticket',
    summary: 'A signed "form opened" ticket: a site form or restock sign-up sent with it is refused before `minFillMs` has passed.',
    response: FormTicketResponse,
    auth: 'none',
  }),
};
