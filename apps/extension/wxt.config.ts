import { defineConfig } from 'wxt';
import { extensionMessages } from '@guru/shared';

/**
 * The public half of the key the Chromium build is signed with: it fixes the extension's id
 * (cipipeamkeelkpmfndneengojhilfhfk), which the server allows as an origin (EXTENSION_ORIGINS) and the
 * tests load. The stores sign their own builds; this key only pins the id of an unpacked one.
 */
const chromiumPublicKey =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAogDhNykhPydN83h+1JLRsPSYK97om6vJUEfIi4tNi8x5aRE+kHPK26a8UPnO9pzTYRm9QKSAOClN8wkiki478F4y5GWDvc6XzDgl6AU3pP3yFCScPHcc+k3Qcwb1Q8W2vKlktKVA648524qwp81PgdjChRY4HWNR0xJOLJfqPq5LAE76GIYnkip2tn1EVPz4iELgQWlQwikVaeiFKE2vhLjEDxy6PHX32hk8+MIRbFqvhGBeycuERYEu53aEzbns6ZvcCLrxfa7iRRciI9LmRxCHDoO2BHhs7jRTE196WKVtOUdwodlO4+pyVeVZzPsPgI7cpoRPafsHfd5T5EkDCwIDAQAB';

/** One source, a build per browser (ADR 0040): `wxt zip` (Chromium) and `wxt zip -b firefox`. */
export default defineConfig({
  srcDir: 'src',
  zip: {
    artifactTemplate: 'password-guru-{{version}}-{{browser}}.zip',
    sourcesTemplate: 'password-guru-{{version}}-sources.zip',
  },
  imports: false,
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    name: extensionMessages.name,
    description: extensionMessages.description,
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: { id: 'password-guru@guru-suite.app', strict_min_version: '128.0' },
          },
        }
      : { key: chromiumPublicKey, minimum_chrome_version: '120' }),
    permissions: ['storage', 'alarms', 'clipboardWrite', ...(browser === 'firefox' ? [] : ['offscreen'])],
    host_permissions: ['http://*/*', 'https://*/*'],
    // The suite's own icon (apps/web/public/icons), which the browser scales.
    icons: { 128: 'icon/128.png' },
    action: { default_title: extensionMessages.name, default_icon: { 128: 'icon/128.png' } },
    // Argon2id (the master password's KDF) runs as WebAssembly: compiling it is all that is allowed beyond 'self'.
    content_security_policy: { extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'" },
  }),
});
