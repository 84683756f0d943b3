// jsdom lacks the fetch family (the API client, the tests' fetch mocks); lend it Node's, with
// Node's AbortController so a Request accepts the signal it is given.
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
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}

module.exports = DomEnvironment;
