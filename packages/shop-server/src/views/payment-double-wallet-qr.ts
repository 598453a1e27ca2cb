/**
 * The QR code of the double's WeChat Pay authorisation step: the provider shows one for the shopper to scan with the
 * WeChat app. Drawn on the server as an SVG (qrcode-generator), so no script reaches any page; the code carries the
 * intent's reference only (a test code: no app can pay it), and the page's buttons stand in for the scan.
 */
import qrcode from 'qrcode-generator';
import { html, rawHtml, type Html } from './format';
import type { IntentRow } from '../payments/payment-double/objects';

/** The text a wallet's test QR code encodes. */
export const walletQrText = (intent: Pick<IntentRow, 'id'>): string => `payment-double:wechat_pay:${intent.id}`;

/** An SVG of the QR code of `text`: one path of dark modules, four modules of quiet zone, scaled by the page. */
export function qrSvg(text: string, label: string): Html {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++) if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
  const size = n + 8;
  return rawHtml(
    String(html`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="192" height="192"
  role="img" aria-label="${label}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path
  d="${d}" fill="#000"/></svg>`),
  );
}

/** The WeChat Pay step's figure: the code to scan and what it is. */
export function walletQrFigure(intent: Pick<IntentRow, 'id'>): Html {
  return html`<figure class="wallet-qr">
  ${qrSvg(walletQrText(intent), 'QR code to scan with WeChat')}
  <figcaption>Scan with WeChat to pay. This is the local payment double's test code: no app can pay it, so use the
  buttons below.</figcaption>
</figure>`;
}
