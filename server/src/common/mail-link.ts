import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { translate, type MessageKey } from '@ward/shared';
import type { Language } from '@ward/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadInputError, DomainError } from './domain-errors.js';
import { describeError } from './error.filter.js';
import { languageOf } from './request-language.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The page a reader lands on from a link in a mail: the message in both languages, Arabic first. */
function linkPage(message: (lang: Language) => string, shopUrl: string): string {
  const block = (lang: Language) => `<p dir="${lang === 'ar' ? 'rtl' : 'ltr'}" lang="${lang}">${escapeHtml(message(lang))}</p>`;
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>ورد · Ward</title><style>body{font-family:Tahoma,Arial,sans-serif;background:#faf7f2;color:#2b2118;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fff;padding:32px;border-radius:8px;max-width:480px;text-align:center}h1{color:#8a1c3b;font-size:22px}a{color:#8a1c3b}</style></head><body><main><h1>ورد · Ward</h1>${block('ar')}${block('en')}<p><a href="${escapeHtml(shopUrl)}/">المتجر · Shop</a></p></main></body></html>`;
}

/**
 * A link from a mail that consents to something (issue 26 §5) asks first: a mail scanner's fetch of
 * the link changes nothing; the reader's press of the button posts the same URL, which
 * answerMailLink then handles.
 */
export function mailLinkQuestion(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { shopUrl: string; questionKey: MessageKey; buttonKey: MessageKey },
) {
  const form = `<form method="post"><button type="submit">${escapeHtml(translate(opts.buttonKey, 'ar'))} · ${escapeHtml(translate(opts.buttonKey, 'en'))}</button></form>`;
  const page = linkPage((l) => translate(opts.questionKey, l), opts.shopUrl).replace('</main>', `${form}</main>`);
  return reply.status(200).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/**
 * Answers a link from a mail (`?token=…`, no login): a browser gets a small bilingual page, an
 * API client the envelope. `act` does the work; a token it refuses answers `invalidKey`.
 */
export async function answerMailLink(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { token: unknown; shopUrl: string; doneKey: MessageKey; invalidKey: MessageKey; act: (token: string) => Promise<void> },
) {
  const wantsHtml = /text\/html/.test(req.headers.accept ?? '');
  const lang = languageOf(req);
  try {
    if (typeof opts.token !== 'string' || !opts.token) throw new BadInputError(opts.invalidKey, { token: opts.invalidKey });
    await opts.act(opts.token);
    if (wantsHtml)
      return reply
        .status(200)
        .type('text/html; charset=utf-8')
        .send(linkPage((l) => translate(opts.doneKey, l), opts.shopUrl));
    return reply.status(200).send({ isSuccess: true, data: true, message: translate(opts.doneKey, lang), errors: null });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const answer = describeError(error, lang);
    if (wantsHtml)
      return reply
        .status(answer.status)
        .type('text/html; charset=utf-8')
        .send(linkPage((l) => describeError(error, l).message, opts.shopUrl));
    return reply.status(answer.status).send({ isSuccess: false, data: null, message: answer.message, errors: answer.fields });
  }
}

/**
 * The Swagger of a mail link route answered by answerMailLink: `?token=…`, no login, an HTML page
 * to browsers and the envelope otherwise. `what` says what the link does (before that sentence).
 */
export function MailLinkDocs(summary: string, done: string, what = '') {
  return applyDecorators(
    ApiOperation({
      summary,
      description: `${what ? `${what} ` : ''}Answers an HTML page to browsers (Accept: text/html), the envelope otherwise.`,
    }),
    ApiQuery({ name: 'token', required: true }),
    ApiProduces('text/html', 'application/json'),
    ApiOkResponse({ description: done }),
    ApiResponse({ status: 400, description: 'The token was not signed by this shop' }),
  );
}
