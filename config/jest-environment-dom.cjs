// jsdom lacks the fetch family (the API client, MSW's interceptors); lend it Node's, with Node's
// AbortController so a Request accepts the signal it is given, and Node's Blob and File so
// `response.blob()` and FormData agree with the page's globals. The streams and BroadcastChannel
// are what MSW needs besides.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

class DomEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      Blob,
      File,
      AbortController,
      AbortSignal,
      ReadableStream,
      WritableStream,
      TransformStream,
      TextEncoder,
      TextDecoder,
      BroadcastChannel,
      structuredClone,
    });
  }
}

module.exports = DomEnvironment;
