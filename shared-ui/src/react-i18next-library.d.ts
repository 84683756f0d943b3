// The real react-i18next under the name the builds give it (config/webpack.common.cjs), so that
// `react-i18next` itself can be the narrowed module shared-ui/src/react-i18next.ts.
declare module 'react-i18next-library' {
  export * from 'react-i18next';
}
