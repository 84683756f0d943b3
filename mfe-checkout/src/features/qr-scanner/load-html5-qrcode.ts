/**
 * html5-qrcode (and the ZXing decoder inside it) in a chunk of its own, fetched when a scanner first
 * starts: no screen that does not scan pays for it (spec 001 section 7: the QR module loads lazily).
 */
export const loadHtml5Qrcode = () => import(/* webpackChunkName: "html5-qrcode" */ 'html5-qrcode');

export type Html5QrcodeModule = Awaited<ReturnType<typeof loadHtml5Qrcode>>;
export type Html5QrcodeScanner = InstanceType<Html5QrcodeModule['Html5Qrcode']>;
