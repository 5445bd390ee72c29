import { defineContentScript } from 'wxt/utils/define-content-script';
import { PageController } from '../content/controller.js';

export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  allFrames: true,
  runAt: 'document_end',
  main() {
    new PageController().start();
  },
});
