// The simulated payment gateway: GET /pay/:token shows the order with "Pay" and "Fail" buttons;
// POSTing either settles the order, so every deposit flow completes with no outside service.
import { TRANSACTION_STATUS } from '@bet/domain/statuses';
import { html, raw } from 'hono/html';
import type { App } from '../http/app.ts';
import { notFound } from '../http/errors.ts';
import { pageHeaders, pageNonce, type PagePolicy } from '../http/page-security.ts';
import type { Services } from '../http/services.ts';
import { looksLikeToken } from '../auth/tokens.ts';
import { formatMinor } from '../ledger/units.ts';
import { announceCommitted } from '../ws/wallet-push.ts';
import { settleRecharge, type PaymentOutcome } from './recharge.ts';

export const PAY_PATH = '/pay';

const STATUS_TEXT: Record<number, string> = {
  [TRANSACTION_STATUS.pending]: 'Awaiting payment',
  [TRANSACTION_STATUS.success]: 'Paid',
  [TRANSACTION_STATUS.failed]: 'Payment failed',
};

/** Nobody frames the payment page; its forms post to itself; it runs no script. */
export const PAYMENT_PAGE_POLICY: PagePolicy = {
  frameAncestors: 'none',
  connectSelf: false,
  formsToSelf: true,
};

function page(nonce: string, title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style nonce="${nonce}">
          ${raw('body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}')}
        </style>
      </head>
      <body>
        <h1>${title}</h1>
        ${body}
      </body>
    </html>`;
}

export function paymentPageRoutes(services: Services) {
  return (app: App): void => {
    app.get(`${PAY_PATH}/:token`, async (c) => {
      const token = c.req.param('token');
      const order = looksLikeToken(token)
        ? await services.db
            .selectFrom('recharge_orders')
            .selectAll()
            .where('pay_token', '=', token)
            .executeTakeFirst()
        : undefined;
      if (!order) throw notFound('Payment link not available');
      const pending = order.status === TRANSACTION_STATUS.pending;
      const nonce = pageNonce();
      return c.html(
        page(
          nonce,
          'Simulated payment',
          html`<p>
              Order <strong>${order.order_no}</strong>: ${formatMinor(order.amount)}
              ${order.currency}
            </p>
            <p>
              Status:
              <strong data-status="${order.status}"
                >${STATUS_TEXT[order.status] ?? String(order.status)}</strong
              >
            </p>
            ${
              pending
                ? html`<form method="post" action="${PAY_PATH}/${token}/complete">
                      <button type="submit">Pay</button>
                    </form>
                    <form method="post" action="${PAY_PATH}/${token}/fail">
                      <button type="submit">Fail the payment</button>
                    </form>`
                : ''
            }`,
        ),
        200,
        pageHeaders(nonce, PAYMENT_PAGE_POLICY),
      );
    });
    for (const outcome of ['complete', 'fail'] as const satisfies PaymentOutcome[]) {
      app.post(`${PAY_PATH}/:token/${outcome}`, async (c) => {
        const token = c.req.param('token');
        if (!looksLikeToken(token)) throw notFound('Payment link not available');
        const { order, settled } = await settleRecharge(services, token, outcome);
        if (settled && order.status === TRANSACTION_STATUS.success)
          await announceCommitted(services, order.member_id, 'RECHARGE');
        const nonce = pageNonce();
        return c.html(
          page(
            nonce,
            STATUS_TEXT[order.status] ?? 'Payment',
            html`<p>
                Order <strong>${order.order_no}</strong>:
                <strong data-status="${order.status}">${STATUS_TEXT[order.status] ?? ''}</strong>
              </p>
              <p>You can close this page and return to the site.</p>`,
          ),
          200,
          pageHeaders(nonce, PAYMENT_PAGE_POLICY),
        );
      });
    }
  };
}
