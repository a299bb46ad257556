// One sanitiser for screens and widgets alike: it lives with the widgets (they may not import the app).
export { SafeHtml } from '../../../widgets/shared/safe-html';
